import type { TNamedAdminRow } from '@ccms/contract/reference-admin/schemas';
import type { InlineEditColumn } from '../../../components/inline-edit-table/columns';
import { activeColumn, nameColumn } from './reference-columns';

type Columns = InlineEditColumn<TNamedAdminRow>[];

/** Customer voices and delivery types: a name and an active switch. */
export const NAMED_ROW_COLUMNS: Record<'customerVoice' | 'deliveryType', Columns> = {
  customerVoice: [nameColumn('customerVoice'), activeColumn()],
  deliveryType: [nameColumn('deliveryType'), activeColumn()],
};

export const newNamedRow = (id: string): TNamedAdminRow => ({ id, name: '', isActive: true });
