import { REFERENCE_ADMIN_LABELS as L } from '@ccms/contract/reference-admin/messages';
import type { TNamedAdminRow } from '@ccms/contract/reference-admin/schemas';
import { createDeliveryType } from '../api/create-delivery-type';
import { useAllDeliveryTypes } from '../api/get-all-delivery-types';
import { updateDeliveryType } from '../api/update-delivery-type';
import { NAMED_ROW_COLUMNS, newNamedRow } from '../components/named-row-columns';
import { ReferenceAdminTable } from '../components/reference-admin-table';

/**
 * /definitions/delivery-types: the spec names the delivery type calls but no screen; this one
 * follows the customer voices' (docs/domain.md §14.3).
 */
export default function DeliveryTypesScreen() {
  const deliveryTypes = useAllDeliveryTypes();
  return (
    <ReferenceAdminTable<TNamedAdminRow>
      kind="deliveryType"
      title={L.deliveryTypes.title}
      newButtonLabel={L.deliveryTypes.newButton}
      rows={deliveryTypes.data}
      loading={deliveryTypes.isFetching}
      columns={NAMED_ROW_COLUMNS.deliveryType}
      createRow={newNamedRow}
      create={createDeliveryType}
      update={updateDeliveryType}
      testId="delivery-types"
    />
  );
}
