import { REFERENCE_ADMIN_LABELS as L } from '@ccms/contract/reference-admin/messages';
import { NEW_SOURCE_GROUP, type TSourceAdminRow } from '@ccms/contract/reference-admin/schemas';
import type { InlineEditColumn } from '../../../components/inline-edit-table/columns';
import { createSource } from '../api/create-source';
import { useAllSources } from '../api/get-all-sources';
import { updateSource } from '../api/update-source';
import { ReferenceAdminTable } from '../components/reference-admin-table';
import { activeColumn, nameColumn } from '../components/reference-columns';

const COLUMNS: InlineEditColumn<TSourceAdminRow>[] = [
  nameColumn('source'),
  // Shown, not edited: 'Magaza' sources are the ones store managers may pick.
  { field: 'groupName', title: L.sources.group, width: 140, render: (row) => row.groupName },
  activeColumn(),
];

/**
 * /definitions/sources (docs/domain.md §14.3 Sources): every source; a new one goes to
 * group 'Genel' at the end of the list (its order is the list's length), and the list reloads
 * after every save.
 */
export default function SourcesScreen() {
  const sources = useAllSources();
  const count = sources.data?.length ?? 0;

  return (
    <ReferenceAdminTable<TSourceAdminRow>
      kind="source"
      title={L.sources.title}
      newButtonLabel={L.sources.newButton}
      rows={sources.data}
      loading={sources.isFetching}
      columns={COLUMNS}
      createRow={(id) => ({
        id,
        name: '',
        isActive: true,
        isDeleted: false,
        groupName: NEW_SOURCE_GROUP,
        order: count,
      })}
      create={createSource}
      update={updateSource}
      testId="sources"
    />
  );
}
