import { PlusOutlined } from '@ant-design/icons';
import type { TCategorySet } from '@ccms/contract/hierarchy';
import { Button, Col, Flex, Row, type TableProps, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ExportRowsButton } from '../../../components/export-rows-button';
import { usePermissions } from '../../../lib/permissions';
import { useCategorySets } from '../api/list-category-sets';
import { CategorySetFilterCard } from '../components/category-sets/category-set-filter-card';
import {
  buildCategorySetListQuery,
  type CategorySetListState,
  type ChosenFilters,
  INITIAL_CATEGORY_SET_LIST_STATE,
  NO_FILTERS,
  toCategorySetSort,
} from '../components/category-sets/category-set-query';
import { EDIT_CATEGORY_SETS } from '../components/category-sets/category-set-row';
import { CategorySetsTable } from '../components/category-sets/category-sets-table';
import { MailGroupDialog } from '../components/category-sets/mail-group-dialog';
import { NewBreakdownDialog } from '../components/category-sets/new-breakdown-dialog';
import type { RowDialog } from '../components/category-sets/row-actions';
import { RuleSetDialog } from '../components/category-sets/rule-set-dialog';
import { ScriptDialog } from '../components/category-sets/script-dialog';

/**
 * /definitions/ticket-category-sets (docs/domain.md §14.1): the filter card, the
 * breakdowns table with its switches and dialogs, 'Yeni Kırılım'; administrators export the
 * whole hierarchy in the import's shape ('Dışa Aktar').
 */
export default function CategorySetsScreen() {
  const { has } = usePermissions();
  const canEditCategorySets = has(EDIT_CATEGORY_SETS);
  const [state, setState] = useState<CategorySetListState>(INITIAL_CATEGORY_SET_LIST_STATE);
  const [dialog, setDialog] = useState<{ kind: RowDialog; row: TCategorySet } | null>(null);
  const [isNewOpen, setNewOpen] = useState(false);
  const query = useMemo(() => buildCategorySetListQuery(state), [state]);
  const list = useCategorySets(query);

  // Another filter starts again from the first page.
  const setChosen = (chosen: ChosenFilters) =>
    setState((current) => ({ ...current, chosen, page: 1 }));

  const onTableChange: TableProps<TCategorySet>['onChange'] = (pagination, _filters, sorter) =>
    setState((current) => {
      const sort = toCategorySetSort(sorter);
      const isSortChanged =
        sort?.field !== current.sort?.field || sort?.order !== current.sort?.order;
      return { ...current, sort, page: isSortChanged ? 1 : (pagination.current ?? 1) };
    });

  const closeDialog = () => setDialog(null);
  // A dialog works on the row as last loaded (a save there reloads it), not a stale copy.
  const dialogRow =
    dialog && (list.data?.items.find((row) => row.id === dialog.row.id) ?? dialog.row);

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Bilet Kategori Setleri
        </Typography.Title>
        <Flex gap={8} wrap>
          <ExportRowsButton kind="hierarchy" data-testid="category-set-export" />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setNewOpen(true)}
            data-testid="new-breakdown-button"
          >
            Yeni Kırılım
          </Button>
        </Flex>
      </Flex>
      <Row gutter={[16, 16]}>
        {/* A narrow filter column leaves the table room for its switches at 1366 px. */}
        <Col xs={24} lg={7} xl={5}>
          <CategorySetFilterCard
            chosen={state.chosen}
            onChange={setChosen}
            onClear={() => setChosen(NO_FILTERS)}
          />
        </Col>
        <Col xs={24} lg={17} xl={19}>
          <CategorySetsTable
            page={list.data}
            isLoading={list.isFetching}
            pageNumber={state.page}
            sort={state.sort}
            canEditCategorySets={canEditCategorySets}
            onChange={onTableChange}
            onOpenDialog={(kind, row) => setDialog({ kind, row })}
          />
        </Col>
      </Row>
      <NewBreakdownDialog open={isNewOpen} onClose={() => setNewOpen(false)} />
      {dialogRow && dialog?.kind === 'ruleSet' && (
        <RuleSetDialog row={dialogRow} onClose={closeDialog} />
      )}
      {dialogRow && dialog?.kind === 'script' && (
        <ScriptDialog row={dialogRow} onClose={closeDialog} />
      )}
      {dialogRow && dialog?.kind === 'mailGroup' && (
        <MailGroupDialog row={dialogRow} onClose={closeDialog} />
      )}
    </Flex>
  );
}
