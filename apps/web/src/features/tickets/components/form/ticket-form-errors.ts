import { productsToSend, type TTicketFormError } from '@ccms/contract/tickets-form/rules';
import type { FormInstance } from 'antd';
import type { ChosenProduct } from './ticket-form-values';

export type FormFieldName = (string | number)[];
export type FormFieldErrors = { name: FormFieldName; errors: string[] };

/**
 * The form index of each product that is sent: the payload's `products.N` is the N-th of them
 * (products without a valid uuid are dropped before save).
 */
export function sentProductIndexes(products: readonly ChosenProduct[]): number[] {
  return productsToSend(products.map((product, index) => ({ ...product, index }))).map(
    (product) => product.index,
  );
}

/** A payload path as an antd name path: `products.0.count` → ['products', 0, 'count']. */
function toName(field: string, productIndexes: readonly number[]): FormFieldName {
  const name: FormFieldName = field
    .split('.')
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  if (name[0] === 'products' && typeof name[1] === 'number') {
    // A product has no field of its own but its count; the list shows the rest.
    if (name[2] !== 'count') return ['products'];
    return ['products', productIndexes[name[1]] ?? name[1], 'count'];
  }
  return name.length > 0 ? name : ['description'];
}

/**
 * The errors of validateTicketForm (payload paths) as antd `setFields` entries, one per field
 * with all its messages, in the order they first appear.
 */
export function toFormFieldErrors(
  errors: readonly TTicketFormError[],
  productIndexes: readonly number[] = [],
): FormFieldErrors[] {
  const byField = new Map<string, FormFieldErrors>();
  for (const error of errors) {
    const name = toName(error.field, productIndexes);
    const key = JSON.stringify(name);
    const entry = byField.get(key) ?? { name, errors: [] };
    if (!entry.errors.includes(error.message)) entry.errors.push(error.message);
    byField.set(key, entry);
  }
  return [...byField.values()];
}

/** Clears the messages a previous save attempt left on the form's fields. */
export function clearFormErrors(form: FormInstance): void {
  form.setFields(
    form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .map((field) => ({ name: field.name, errors: [] })),
  );
}

/** Shows the ticket form rules' errors on their fields and scrolls to the first. */
export function showTicketFormErrors(
  form: FormInstance,
  errors: readonly TTicketFormError[],
  products: readonly ChosenProduct[],
): void {
  const fields = toFormFieldErrors(errors, sentProductIndexes(products));
  form.setFields(fields);
  if (fields[0]) form.scrollToField(fields[0].name, { block: 'center' });
}
