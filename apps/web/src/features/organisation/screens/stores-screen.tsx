import { PAGE_SIZES } from '@ccms/contract/constants';
import { Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ExportRowsButton } from '../../../components/export-rows-button';
import { useListStores } from '../api/list-stores';
import { StoreFilterCard } from '../components/store-filter-card';
import {
  buildStoreListQuery,
  INITIAL_STORE_LIST_STATE,
  type StoreFilters,
  type StoreListState,
} from '../components/store-list-query';
import { StoresTable } from '../components/stores-table';

/**
 * /stores/list (docs/domain.md §14.4 Stores list): the filter card and the units, read only;
 * administrators export them all in the import's shape ('Dışa Aktar').
 */
export default function StoresScreen() {
  const [state, setState] = useState<StoreListState>(INITIAL_STORE_LIST_STATE);
  const query = useMemo(() => buildStoreListQuery(state), [state]);
  const list = useListStores(query);
  const search = (filters: StoreFilters) =>
    setState((current) => ({ ...current, filters, page: 1 }));

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Mağazalar
        </Typography.Title>
        <ExportRowsButton kind="stores" data-testid="store-export" />
      </Flex>
      <StoreFilterCard onSearch={search} isSearching={list.isFetching} />
      <StoresTable
        page={list.data}
        isLoading={list.isFetching}
        sort={state.sort}
        pageNumber={state.page}
        pageSize={PAGE_SIZES.stores}
        onChange={(change) => setState((current) => ({ ...current, ...change }))}
      />
    </Flex>
  );
}
