import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZES } from '@ccms/contract/constants';
import { RULE_SET_MESSAGES as M, type TRuleSetRow } from '@ccms/contract/rule-sets';
import { App, Button, Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useListRuleSets } from '../../../lib/api/list-rule-sets';
import { confirmed } from '../../../lib/confirm';
import { useDeleteRuleSet } from '../api/delete-rule-set';
import { NewRuleSetDialog } from '../components/new-rule-set-dialog';
import { RuleSetFilterCard } from '../components/rule-set-filter-card';
import {
  buildRuleSetListQuery,
  INITIAL_RULE_SET_LIST_STATE,
  pageAfterRemoval,
  type RuleSetFilters,
  type RuleSetListState,
} from '../components/rule-set-list-query';
import { RuleSetPanel } from '../components/rule-set-panel';
import { RuleSetTable } from '../components/rule-set-table';

type Selected = Pick<TRuleSetRow, 'id' | 'name'>;

/**
 * /definitions/rulesets (docs/domain.md §14.2): the filter card, the rule sets with
 * their counts, the panel of the selected set, 'Yeni Kural Seti' and delete.
 */
export default function RuleSetsScreen() {
  const { modal } = App.useApp();
  const [state, setState] = useState<RuleSetListState>(INITIAL_RULE_SET_LIST_STATE);
  const [selected, setSelected] = useState<Selected | null>(null);
  const [isNewOpen, setIsNewOpen] = useState(false);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const query = useMemo(() => buildRuleSetListQuery(state), [state]);
  const list = useListRuleSets(query);
  const remove = useDeleteRuleSet();

  const itemsOnPage = list.data?.items.length;
  useEffect(() => {
    if (itemsOnPage === undefined) return;
    setState((current) => {
      const page = pageAfterRemoval(current.page, itemsOnPage);
      return page === current.page ? current : { ...current, page };
    });
  }, [itemsOnPage]);

  const search = (filters: RuleSetFilters) =>
    setState((current) => ({ ...current, filters, page: 1 }));

  const askDelete = async (row: TRuleSetRow) => {
    if (!(await confirmed(modal, { title: M.deleteConfirm(row.name) }))) return;
    setDeletingId(row.id);
    try {
      await remove.mutateAsync(row.id);
      if (selected?.id === row.id) setSelected(null);
    } catch {
      // Shown by the global handler (a set in use by breakdowns is refused).
    } finally {
      setDeletingId(null);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Kurallar
        </Typography.Title>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setIsNewOpen(true)}
          data-testid="rule-set-new-button"
        >
          Yeni Kural Seti
        </Button>
      </Flex>
      <RuleSetFilterCard onSearch={search} isSearching={list.isFetching} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={11}>
          <RuleSetTable
            page={list.data}
            isLoading={list.isFetching}
            sort={state.sort}
            pageNumber={state.page}
            pageSize={PAGE_SIZES.ruleSets}
            selectedId={selected?.id ?? null}
            onSelect={(row) => setSelected({ id: row.id, name: row.name })}
            onDelete={(row) => void askDelete(row)}
            deletingId={deletingId}
            onChange={(change) => setState((current) => ({ ...current, ...change }))}
          />
        </Col>
        <Col xs={24} xl={13}>
          {selected ? (
            <RuleSetPanel key={selected.id} ruleSet={selected} />
          ) : (
            <Card>
              <Empty description="Kural seti seçiniz." data-testid="rule-set-panel-empty" />
            </Card>
          )}
        </Col>
      </Row>
      {isNewOpen && (
        <NewRuleSetDialog
          onClose={() => setIsNewOpen(false)}
          onCreated={(ruleSet) => setSelected({ id: ruleSet.id, name: ruleSet.name })}
        />
      )}
    </Flex>
  );
}
