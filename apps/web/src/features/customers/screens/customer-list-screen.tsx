import { PlusOutlined } from '@ant-design/icons';
import type { TCustomerListRow } from '@ccms/contract/customers/schemas';
import { Button, Flex, type TableProps, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { callerPhoneOf } from '../../../lib/caller-phone-state';
import { customerDetailPath } from '../../../lib/paths';
import { usePermissions } from '../../../lib/permissions';
import { useListCustomers } from '../api/list-customers';
import { AddCustomerDialog } from '../components/add-customer-dialog';
import { CustomerListFilterCard } from '../components/customer-list-filters';
import { markCustomerAdded } from '../components/customer-list-highlight';
import {
  buildCustomerListQuery,
  type CustomerListFilters,
  type CustomerListState,
  INITIAL_CUSTOMER_LIST_STATE,
  toCustomerListSort,
} from '../components/customer-list-query';
import { CustomerListTable } from '../components/customer-list-table';
import { customerChangeBlockReason } from '../components/detail-access';

/**
 * /customers/list (docs/domain.md §6 Customer list): filters, the paged and sorted table,
 * 'Müşteri Ekle'.
 */
export default function CustomerListScreen() {
  const navigate = useNavigate();
  const { has } = usePermissions();
  const canEdit = customerChangeBlockReason(has) === null;
  const [state, setState] = useState<CustomerListState>(INITIAL_CUSTOMER_LIST_STATE);
  const [isAddOpen, setIsAddOpen] = useState(false);
  // Opened by a call from an unknown number: 'Yeni Müşteri' starts with it (docs/domain.md §6).
  const callerPhone = callerPhoneOf(useLocation().state);
  const query = useMemo(() => buildCustomerListQuery(state), [state]);
  const list = useListCustomers(query);

  const search = (filters: CustomerListFilters) =>
    setState((current) => ({ ...current, filters, page: 1 }));

  const onTableChange: TableProps<TCustomerListRow>['onChange'] = (pagination, _f, sorter) => {
    setState((current) => {
      const sort = toCustomerListSort(sorter);
      const isSortChanged =
        sort.field !== current.sort?.field || sort.order !== current.sort?.order;
      return {
        ...current,
        sort,
        // A new sort starts again from the first page.
        page: isSortChanged ? 1 : (pagination.current ?? 1),
        pageSize: pagination.pageSize ?? current.pageSize,
      };
    });
  };

  const onAdded = (id: string) => {
    markCustomerAdded(id);
    setIsAddOpen(false);
    navigate(customerDetailPath(id));
  };

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Müşteriler
        </Typography.Title>
        {canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setIsAddOpen(true)}
            data-testid="customer-add-button"
          >
            Müşteri Ekle
          </Button>
        )}
      </Flex>
      <CustomerListFilterCard onSearch={search} isSearching={list.isFetching} />
      <CustomerListTable
        page={list.data}
        isLoading={list.isFetching}
        sort={state.sort}
        pageNumber={state.page}
        pageSize={state.pageSize}
        canEdit={canEdit}
        onChange={onTableChange}
      />
      {canEdit && (
        <AddCustomerDialog
          // A new caller's number starts a new form rather than merge into the last one.
          key={callerPhone ?? ''}
          open={isAddOpen}
          initialPhone={callerPhone}
          onClose={() => setIsAddOpen(false)}
          onAdded={onAdded}
        />
      )}
    </Flex>
  );
}
