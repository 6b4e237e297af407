import { PAGE_SIZES } from '@ccms/contract/constants';
import { Checkbox, Empty, Flex, Input, Pagination, Spin, Typography } from 'antd';
import { useId, useState } from 'react';
import type { ChosenItem, FilterKind } from './category-set-query';
import { useNamePage } from './use-name-page';

type Props = {
  kind: FilterKind;
  label: string;
  chosen: readonly ChosenItem[];
  onToggle: (item: ChosenItem) => void;
};

/**
 * One list of the filter card: searched on the server by name (Enter or the search button), 5
 * a page by name; each item is a checkbox, checked while it is a chosen filter.
 */
export function FilterList({ kind, label, chosen, onToggle }: Props) {
  const headingId = useId();
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const list = useNamePage(kind, { term, page, pageSize: PAGE_SIZES.categorySetFilterLists });
  const chosenIds = new Set(chosen.map((item) => item.id));
  const items = list.data?.items ?? [];

  const search = (value: string) => {
    setTerm(value);
    setPage(1);
  };

  return (
    <section aria-labelledby={headingId} data-testid={`category-set-filter-${kind}`}>
      <Typography.Text strong id={headingId}>
        {label}
      </Typography.Text>
      <Input.Search
        size="small"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onSearch={search}
        allowClear
        maxLength={200}
        placeholder="Ara"
        aria-label={`${label} ara`}
        style={{ margin: '4px 0' }}
        data-testid={`category-set-filter-${kind}-search`}
      />
      <Spin spinning={list.isFetching} size="small">
        {items.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={list.isPending ? 'Yükleniyor…' : 'Kayıt bulunamadı.'}
            style={{ margin: '4px 0' }}
          />
        ) : (
          <Flex vertical gap={2} role="group" aria-labelledby={headingId}>
            {items.map((item) => (
              <Checkbox
                key={item.id}
                checked={chosenIds.has(item.id)}
                onChange={() => onToggle(item)}
                data-testid={`category-set-filter-${kind}-item`}
              >
                {item.name}
              </Checkbox>
            ))}
          </Flex>
        )}
      </Spin>
      <Pagination
        size="small"
        current={page}
        pageSize={PAGE_SIZES.categorySetFilterLists}
        total={list.data?.totalCount ?? 0}
        onChange={setPage}
        hideOnSinglePage
        showSizeChanger={false}
        showLessItems
        style={{ marginTop: 4 }}
        aria-label={`${label} sayfaları`}
      />
    </section>
  );
}
