import { REFERENCE_ADMIN_LABELS as L } from '@ccms/contract/reference-admin/messages';
import type { TNamedAdminRow } from '@ccms/contract/reference-admin/schemas';
import { createCustomerVoice } from '../api/create-customer-voice';
import { useAllCustomerVoices } from '../api/get-all-customer-voices';
import { updateCustomerVoice } from '../api/update-customer-voice';
import { NAMED_ROW_COLUMNS, newNamedRow } from '../components/named-row-columns';
import { ReferenceAdminTable } from '../components/reference-admin-table';

/** /definitions/customervoices (docs/domain.md §14.3 Screens): name and active. */
export default function CustomerVoicesScreen() {
  const voices = useAllCustomerVoices();
  return (
    <ReferenceAdminTable<TNamedAdminRow>
      kind="customerVoice"
      title={L.customerVoices.title}
      newButtonLabel={L.customerVoices.newButton}
      rows={voices.data}
      loading={voices.isFetching}
      columns={NAMED_ROW_COLUMNS.customerVoice}
      createRow={newNamedRow}
      create={createCustomerVoice}
      update={updateCustomerVoice}
      testId="customer-voices"
    />
  );
}
