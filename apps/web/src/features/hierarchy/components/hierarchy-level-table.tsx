import { NOTIFY_SECONDS, PAGE_SIZES } from '@ccms/contract/constants';
import type { THierarchyItem } from '@ccms/contract/hierarchy';
import { MAX_HIERARCHY_NAME_LENGTH } from '@ccms/contract/hierarchy-admin/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { App, Input } from 'antd';
import { useMemo, useState } from 'react';
import type { InlineEditColumn } from '../../../components/inline-edit-table/columns';
import { InlineEditTable } from '../../../components/inline-edit-table/inline-edit-table';
import { HIERARCHY_QUERY_KEY } from '../../../lib/hierarchy-query-key';
import { notify } from '../../../lib/notify';
import { useHierarchyLevelPage } from '../api/hierarchy-level-page';
import { savedLevelMessages } from './cascade';
import { CascadeDialog, type CascadeRequest } from './cascade-dialog';
import {
  buildLevelQuery,
  DEFAULT_LEVEL_SORT,
  type HierarchyLevelState,
  INITIAL_LEVEL_STATE,
} from './hierarchy-level-query';
import type { HierarchyLevel } from './hierarchy-levels';

const NO_ROWS: THierarchyItem[] = [];

/**
 * One tab of /definitions/ticket-hierarchies (docs/domain.md §14.1): names and active switches,
 * 10 a page by name. The active switch of a saved row opens 'Kategori Setleri' and saves at once;
 * every save reloads the hierarchy wherever it is shown.
 */
export function HierarchyLevelTable({ level }: { level: HierarchyLevel }) {
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const [state, setState] = useState<HierarchyLevelState>(INITIAL_LEVEL_STATE);
  const query = useMemo(() => buildLevelQuery(state), [state]);
  const page = useHierarchyLevelPage(level.key, level.list, query);
  const [cascade, setCascade] = useState<CascadeRequest | null>(null);

  const askCascade = (row: THierarchyItem, isActive: boolean, { isNew }: { isNew: boolean }) =>
    // A new row has no breakdowns yet.
    isNew
      ? Promise.resolve(true)
      : new Promise<boolean>((resolve) =>
          setCascade({
            row,
            isActive,
            answer: (isConfirmed) => {
              setCascade(null);
              resolve(isConfirmed);
            },
          }),
        );

  const save = async (row: THierarchyItem, isNew: boolean) => {
    const write = isNew ? level.add : level.update;
    const answer = await write({ id: row.id, name: row.name, isActive: row.isActive });
    for (const message of savedLevelMessages(answer, row.isActive)) {
      notify(notification, 'success', { title: message, duration: NOTIFY_SECONDS.success });
    }
    // The ticket form's lists, the list filters and this table load again.
    await queryClient.invalidateQueries({ queryKey: HIERARCHY_QUERY_KEY });
    return answer.data;
  };

  const columns: InlineEditColumn<THierarchyItem>[] = [
    {
      field: 'name',
      title: 'İsim',
      editor: 'text',
      required: true,
      maxLength: MAX_HIERARCHY_NAME_LENGTH,
      sortable: true,
    },
    {
      field: 'isActive',
      title: 'Aktif',
      editor: 'switch',
      width: 120,
      sortable: true,
      saveOnToggle: true,
      confirm: askCascade,
    },
  ];

  return (
    <>
      <InlineEditTable<THierarchyItem>
        rows={page.data?.items ?? NO_ROWS}
        columns={columns}
        label={level.tableLabel}
        newButtonLabel={level.newButtonLabel}
        createRow={(id) => ({ id, name: '', isActive: true, isDeleted: false })}
        onSave={save}
        loading={page.isFetching}
        pagination={{
          page: state.page,
          pageSize: PAGE_SIZES.hierarchyTabs,
          total: page.data?.totalCount ?? 0,
        }}
        sort={state.sort}
        defaultSort={DEFAULT_LEVEL_SORT}
        onChange={(change) => setState((current) => ({ ...current, ...change }))}
        toolbar={
          <Input.Search
            placeholder="İsim"
            aria-label="İsme göre ara"
            allowClear
            enterButton="Ara"
            maxLength={MAX_HIERARCHY_NAME_LENGTH}
            onSearch={(name) => setState((current) => ({ ...current, name, page: 1 }))}
            style={{ maxWidth: 320 }}
            data-testid={`hierarchy-${level.key}-search`}
          />
        }
        emptyText="Kayıt bulunamadı."
        testId={`hierarchy-${level.key}`}
      />
      {cascade && <CascadeDialog key={cascade.row.id} request={cascade} level={level} />}
    </>
  );
}
