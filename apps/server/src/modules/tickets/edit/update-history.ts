import {
  HISTORY_VALUE_TEXTS,
  TICKET_FIELD_LABELS,
  type TTicketField,
} from '@ccms/contract/tickets-edit';

/** A reference with the name people read; null when none is chosen. */
export type Named = { id: string; name: string } | null;

/** What the update history compares: the edit form's fields, references with their names. */
export type TicketSnapshot = {
  source: Named;
  store: Named;
  ticketType: Named;
  ticketCategory: Named;
  ticketSubCategory: Named;
  ruleSet: Named;
  storeView: Named;
  description: string;
  device: string | null;
  deviceOs: string | null;
  problem: Named;
  cargoCompany: Named;
  deliveryType: Named;
  orderNumber: string | null;
  orderCancelling: Named;
  campaign: Named;
  contract: string | null;
  products: { productId: string; name: string; count: number }[];
  isWaitingForProduct: boolean;
  currentWatsonsCardNo: string | null;
  answers: {
    questionId: string;
    question: string;
    state: boolean;
    ivrDescription: string | null;
  }[];
};

/** How one field is compared (`key`) and written (`text`). */
type FieldRule<T> = { key: (value: T) => string; text: (value: T) => string };

const { empty, yes, no } = HISTORY_VALUE_TEXTS;
const orEmpty = (value: string | null | undefined) =>
  value && value.trim() !== '' ? value : empty;

const named: FieldRule<Named> = {
  key: (value) => value?.id ?? '',
  text: (value) => orEmpty(value?.name),
};
const plain: FieldRule<string | null> = {
  key: (value) => value?.trim() ?? '',
  text: (value) => orEmpty(value?.trim()),
};
const flag: FieldRule<boolean> = {
  key: (value) => String(value),
  text: (value) => (value ? yes : no),
};
const productList: FieldRule<TicketSnapshot['products']> = {
  key: (list) =>
    list
      .map((product) => `${product.productId}:${product.count}`)
      .sort()
      .join(','),
  text: (list) =>
    orEmpty(
      [...list]
        .sort((a, b) => a.name.localeCompare(b.name, 'tr'))
        .map((product) => `${product.name} x${product.count}`)
        .join(', '),
    ),
};
const answerList: FieldRule<TicketSnapshot['answers']> = {
  key: (list) =>
    list
      .map((answer) => `${answer.questionId}:${answer.state}:${answer.ivrDescription ?? ''}`)
      .sort()
      .join(','),
  text: (list) =>
    orEmpty(
      list
        .map(
          (answer) =>
            `${answer.question}: ${answer.state ? yes : no}${
              answer.ivrDescription ? ` (${answer.ivrDescription})` : ''
            }`,
        )
        .join(', '),
    ),
};

/** Every field of the history, in the order its lines are written. */
const FIELD_RULES: { [K in TTicketField]: FieldRule<TicketSnapshot[K]> } = {
  source: named,
  store: named,
  ticketType: named,
  ticketCategory: named,
  ticketSubCategory: named,
  ruleSet: named,
  storeView: named,
  description: plain as FieldRule<string>,
  device: plain,
  deviceOs: plain,
  problem: named,
  cargoCompany: named,
  deliveryType: named,
  orderNumber: plain,
  orderCancelling: named,
  campaign: named,
  contract: plain,
  products: productList,
  isWaitingForProduct: flag,
  currentWatsonsCardNo: plain,
  answers: answerList,
};

/**
 * The update history of one edit (docs/domain.md §3): one line per changed field, "Kategori: Eski →
 * Yeni", with names rather than ids; an empty value is written '-'. No change, no line.
 */
export function describeTicketChanges(before: TicketSnapshot, after: TicketSnapshot): string[] {
  const lines: string[] = [];
  for (const field of Object.keys(FIELD_RULES) as TTicketField[]) {
    const rule = FIELD_RULES[field] as FieldRule<TicketSnapshot[typeof field]>;
    if (rule.key(before[field]) === rule.key(after[field])) continue;
    lines.push(
      `${TICKET_FIELD_LABELS[field]}: ${rule.text(before[field])} → ${rule.text(after[field])}`,
    );
  }
  return lines;
}
