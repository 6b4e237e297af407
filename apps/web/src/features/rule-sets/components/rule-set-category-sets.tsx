import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { NOTIFY_SECONDS, PAGE_SIZES } from '@ccms/contract/constants';
import type { TCategorySet } from '@ccms/contract/hierarchy';
import { App, Button, Flex, Space, Table, type TableProps, Tag, Tooltip } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import { SearchSelect } from '../../../components/search-select';
import { useOverrideRuleSetOfCategory } from '../../../lib/api/override-rule-set-of-category';
import { confirmed } from '../../../lib/confirm';
import { notify } from '../../../lib/notify';
import { messagesBeyondSaved } from '../../../lib/response-notice';
import { useCreateRuleSetOfCategory } from '../api/create-rule-set-of-category';
import { useDeleteRuleSetOfCategory } from '../api/delete-rule-set-of-category';
import { categorySetsSearch } from '../api/find-category-sets';
import { useCategorySetsOfRuleSet } from '../api/get-category-sets-of-rule-set';
import {
  buildCategorySetsOfRuleSetRequest,
  decideCategorySetAdd,
  removeCategorySetQuestion,
} from './category-set-rules';
import { breakdownLabel, categorySetWithRuleSetOption } from './options';
import { pageAfterRemoval } from './rule-set-list-query';

type Props = { ruleSet: { id: string; name: string } };

/**
 * The breakdowns that use the set, 5 a page: one is added from a search (taken from its current
 * rule set after a question) or removed after a confirmation.
 */
export function RuleSetCategorySets({ ruleSet }: Props) {
  const { modal, notification } = App.useApp();
  const [page, setPage] = useState(1);
  const request = useMemo(
    () => buildCategorySetsOfRuleSetRequest(ruleSet.id, page),
    [ruleSet.id, page],
  );
  const list = useCategorySetsOfRuleSet(request);
  const create = useCreateRuleSetOfCategory();
  const override = useOverrideRuleSetOfCategory();
  const remove = useDeleteRuleSetOfCategory();
  const [chosen, setChosen] = useState<TCategorySet | null>(null);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const pickerId = useId();

  const itemsOnPage = list.data?.items.length;
  useEffect(() => {
    if (itemsOnPage !== undefined) setPage((current) => pageAfterRemoval(current, itemsOnPage));
  }, [itemsOnPage]);

  // What the server did besides (an SMS switched off by a case-closing set, say).
  const tell = (messages: readonly string[]) => {
    for (const message of messagesBeyondSaved(messages)) {
      notify(notification, 'warning', { title: message, duration: NOTIFY_SECONDS.warning });
    }
  };

  const add = async () => {
    if (!chosen) return;
    const decision = decideCategorySetAdd(chosen, ruleSet);
    const body = { ruleSetId: ruleSet.id, categorySetId: chosen.id };
    try {
      if (decision.kind === 'already') {
        notify(notification, 'warning', {
          title: decision.message,
          duration: NOTIFY_SECONDS.warning,
        });
        return;
      }
      if (decision.kind === 'override') {
        if (!(await confirmed(modal, { title: decision.question }))) return;
        tell((await override.mutateAsync(body)).messages);
      } else {
        tell((await create.mutateAsync(body)).messages);
      }
      setChosen(null);
    } catch {
      // Shown by the global handler; the choice stays for another try.
    }
  };

  const askRemove = async (set: TCategorySet) => {
    if (!(await confirmed(modal, { title: removeCategorySetQuestion(set) }))) return;
    setRemovingId(set.id);
    try {
      tell((await remove.mutateAsync({ ruleSetId: ruleSet.id, categorySetId: set.id })).messages);
    } catch {
      // Shown by the global handler.
    } finally {
      setRemovingId(null);
    }
  };

  const columns: TableProps<TCategorySet>['columns'] = [
    { title: 'Tip', dataIndex: 'typeName', key: 'typeName' },
    { title: 'Kategori', dataIndex: 'categoryName', key: 'categoryName' },
    { title: 'Alt Kategori', dataIndex: 'subCategoryName', key: 'subCategoryName' },
    {
      title: 'Durum',
      dataIndex: 'isActive',
      key: 'isActive',
      align: 'center',
      render: (isActive: boolean) => (isActive ? <Tag color="green">Aktif</Tag> : <Tag>Pasif</Tag>),
    },
    {
      title: 'İşlemler',
      key: 'actions',
      align: 'center',
      render: (_: unknown, set) => (
        <Tooltip title="Kural setinden çıkar">
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            loading={removingId === set.id}
            onClick={() => void askRemove(set)}
            aria-label={`Kural setinden çıkar: ${breakdownLabel(set)}`}
            data-testid="rule-set-category-set-delete"
          />
        </Tooltip>
      ),
    },
  ];

  const isAdding = create.isPending || override.isPending;
  return (
    <Flex vertical gap={12}>
      <Space.Compact style={{ width: '100%' }}>
        <SearchSelect
          id={pickerId}
          aria-label="Eklenecek kırılım"
          source={categorySetsSearch}
          toOption={categorySetWithRuleSetOption}
          value={chosen?.id ?? null}
          onChange={(_id, set) => setChosen(set)}
          placeholder="Eklenecek kırılımı arayın"
          notFoundText="Kırılım bulunamadı."
          disabled={isAdding}
          data-testid="rule-set-category-set-picker"
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={!chosen}
          loading={isAdding}
          onClick={() => void add()}
          data-testid="rule-set-category-set-add"
        >
          Ekle
        </Button>
      </Space.Compact>
      <Table<TCategorySet>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Bu kural setini kullanan kırılım yok.' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZES.ruleSetCategorySets,
          total: list.data?.totalCount ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `Toplam ${total} kırılım`,
          hideOnSinglePage: true,
        }}
        onChange={(pagination) => setPage(pagination.current ?? 1)}
        data-testid="rule-set-category-sets"
      />
    </Flex>
  );
}
