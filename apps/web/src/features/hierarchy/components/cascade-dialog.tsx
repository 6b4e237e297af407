import type { TCategorySet, THierarchyItem } from '@ccms/contract/hierarchy';
import { HIERARCHY_ADMIN_MESSAGES as M } from '@ccms/contract/hierarchy-admin/messages';
import { Alert, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { FormDialog, useFormDialog } from '../../../components/form-dialog';
import { useCategorySets } from '../api/list-category-sets';
import { breakdownLabel, buildCascadeQuery, CASCADE_PAGE_SIZE, cascadeQuestion } from './cascade';
import type { HierarchyLevel } from './hierarchy-levels';

/** A level's active switch waiting for the dialog's answer. */
export type CascadeRequest = {
  row: THierarchyItem;
  /** The value the switch is turned to. */
  isActive: boolean;
  answer: (isConfirmed: boolean) => void;
};

type Props = { request: CascadeRequest; level: HierarchyLevel };

/**
 * 'Kategori Setleri' (docs/domain.md §14.1 Cascade): the breakdowns under the row, which its
 * active switch activates or deactivates with it, and the question; 'Kaydet' goes on, closing
 * reverts.
 */
export function CascadeDialog({ request, level }: Props) {
  const [page, setPage] = useState(1);
  const sets = useCategorySets(buildCascadeQuery(level.categorySetFilter, request.row.id, page));
  const total = sets.data?.totalCount ?? 0;
  const dialog = useFormDialog({
    onClose: () => request.answer(false),
    save: async () => request.answer(true),
  });

  return (
    <FormDialog
      dialog={dialog}
      title={M.cascadeTitle}
      maskClosable
      saveTestId="hierarchy-cascade-save"
      // The question is answered once the list is known (or failed to load).
      isSaveDisabled={sets.isPending}
      data-testid="hierarchy-cascade-dialog"
    >
      <Flex vertical gap={12}>
        <Typography.Text strong>{request.row.name}</Typography.Text>
        {sets.isError ? (
          <Alert type="warning" showIcon title="Kategori setleri yüklenemedi." />
        ) : (
          <Table<TCategorySet>
            size="small"
            rowKey="id"
            columns={[
              {
                title: 'Tip - Kategori - Alt kategori',
                key: 'breakdown',
                render: (_: unknown, set) => breakdownLabel(set),
              },
            ]}
            dataSource={sets.data?.items ?? []}
            loading={sets.isFetching}
            locale={{ emptyText: M.cascadeNone }}
            pagination={
              total > CASCADE_PAGE_SIZE
                ? {
                    current: page,
                    pageSize: CASCADE_PAGE_SIZE,
                    total,
                    size: 'small',
                    showSizeChanger: false,
                    onChange: setPage,
                  }
                : false
            }
            data-testid="hierarchy-cascade-list"
          />
        )}
        {!sets.isPending && !sets.isError && total > 0 && (
          <Typography.Text>{cascadeQuestion(request.isActive, total)}</Typography.Text>
        )}
      </Flex>
    </FormDialog>
  );
}
