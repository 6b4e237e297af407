import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZES } from '@ccms/contract/constants';
import type { TRoleRow } from '@ccms/contract/organisation/roles';
import { Button, Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useRolesPage } from '../../../lib/api/list-roles';
import { NewRoleDialog } from '../components/new-role-dialog';
import { RoleFilterCard } from '../components/role-filter-card';
import { RoleHoldersPanel } from '../components/role-holders-panel';
import {
  buildRoleListQuery,
  INITIAL_ROLE_LIST_STATE,
  type RoleFilters,
  type RoleListState,
} from '../components/role-list-query';
import { RolePermissionsPanel } from '../components/role-permissions-panel';
import { RolesTable } from '../components/roles-table';

/**
 * /roles/list (docs/domain.md §14.4 Screens): the filter card, the roles, the selected role's
 * holders by unit and its permissions, and 'Rol Ekle'.
 */
export default function RolesScreen() {
  const [state, setState] = useState<RoleListState>(INITIAL_ROLE_LIST_STATE);
  const [selected, setSelected] = useState<TRoleRow | null>(null);
  const [isNewOpen, setIsNewOpen] = useState(false);
  const query = useMemo(() => buildRoleListQuery(state), [state]);
  const list = useRolesPage(query);

  const search = (filters: RoleFilters) =>
    setState((current) => ({ ...current, filters, page: 1 }));

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Roller
        </Typography.Title>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setIsNewOpen(true)}
          data-testid="role-new-button"
        >
          Rol Ekle
        </Button>
      </Flex>
      <RoleFilterCard onSearch={search} isSearching={list.isFetching} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <RolesTable
            page={list.data}
            isLoading={list.isFetching}
            sort={state.sort}
            pageNumber={state.page}
            pageSize={PAGE_SIZES.roles}
            selectedId={selected?.id ?? null}
            onSelect={setSelected}
            onChange={(change) => setState((current) => ({ ...current, ...change }))}
          />
        </Col>
        <Col xs={24} xl={14}>
          {selected ? (
            <Flex vertical gap={16} key={selected.id}>
              <RoleHoldersPanel role={selected} />
              <RolePermissionsPanel role={selected} />
            </Flex>
          ) : (
            <Card>
              <Empty description="Rol seçiniz." data-testid="role-panel-empty" />
            </Card>
          )}
        </Col>
      </Row>
      {isNewOpen && <NewRoleDialog onClose={() => setIsNewOpen(false)} onCreated={setSelected} />}
    </Flex>
  );
}
