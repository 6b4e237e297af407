import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZES } from '@ccms/contract/constants';
import type { TUserRow } from '@ccms/contract/organisation/users';
import { Button, Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ExportRowsButton } from '../../../components/export-rows-button';
import { useUsersAdministrationPage } from '../../../lib/api/get-users-page';
import { NewUserDialog } from '../components/new-user-dialog';
import {
  PasswordLinkDialog,
  type ShownPasswordLink,
  shownLink,
} from '../components/password-link-dialog';
import { UserFilterCard } from '../components/user-filter-card';
import {
  buildUserListQuery,
  INITIAL_USER_LIST_STATE,
  type UserFilters,
  type UserListState,
} from '../components/user-list-query';
import { UserRolesPanel } from '../components/user-roles-panel';
import { UsersTable } from '../components/users-table';

/**
 * /users/list (docs/domain.md §14.4 Screens): the filter card, the users with their active
 * switch, the selected user's roles in units, and 'Kullanıcı Ekle'; administrators export the
 * users with their roles in the import's shape ('Dışa Aktar').
 */
export default function UsersScreen() {
  const [state, setState] = useState<UserListState>(INITIAL_USER_LIST_STATE);
  const [chosen, setChosen] = useState<TUserRow | null>(null);
  const [isNewOpen, setIsNewOpen] = useState(false);
  const [created, setCreated] = useState<{ fullName: string; link: ShownPasswordLink } | null>(
    null,
  );
  const query = useMemo(() => buildUserListQuery(state), [state]);
  const list = useUsersAdministrationPage(query);
  // The panel follows the row as the list reloads (its active state changes there); a user
  // just added stays chosen even when another page holds them.
  const selected = list.data?.items.find((row) => row.id === chosen?.id) ?? chosen;
  // Below the full-width list at 1366 px: a chosen user's panel comes into view.
  const panelColumn = useRef<HTMLDivElement>(null);
  const selectedId = selected?.id;
  useEffect(() => {
    if (selectedId) panelColumn.current?.scrollIntoView({ block: 'nearest' });
  }, [selectedId]);

  const search = (filters: UserFilters) =>
    setState((current) => ({ ...current, filters, page: 1 }));

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Kullanıcılar
        </Typography.Title>
        <Flex gap={8} wrap>
          <ExportRowsButton kind="users" data-testid="user-export" />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setIsNewOpen(true)}
            data-testid="user-new-button"
          >
            Kullanıcı Ekle
          </Button>
        </Flex>
      </Flex>
      <UserFilterCard onSearch={search} isSearching={list.isFetching} />
      {/* Side by side only on wide screens: at 1366 px the list takes the whole width, so the
          e-mail addresses stay on one line, and the panel follows it. */}
      <Row gutter={[16, 16]}>
        <Col xs={24} xxl={12}>
          <UsersTable
            page={list.data}
            isLoading={list.isFetching}
            sort={state.sort}
            pageNumber={state.page}
            pageSize={PAGE_SIZES.users}
            selectedId={selected?.id ?? null}
            onSelect={setChosen}
            onChange={(change) => setState((current) => ({ ...current, ...change }))}
          />
        </Col>
        <Col xs={24} xxl={12} ref={panelColumn} className="org-panel-column">
          {selected ? (
            <UserRolesPanel key={selected.id} user={selected} onUserSaved={setChosen} />
          ) : (
            <Card>
              <Empty description="Kullanıcı seçiniz." data-testid="user-panel-empty" />
            </Card>
          )}
        </Col>
      </Row>
      {isNewOpen && (
        <NewUserDialog
          onClose={() => setIsNewOpen(false)}
          onCreated={({ user, passwordLink }) => {
            setChosen(user);
            const link = shownLink(passwordLink);
            if (link) setCreated({ fullName: `${user.name} ${user.surname}`, link });
          }}
        />
      )}
      {created && (
        <PasswordLinkDialog
          fullName={created.fullName}
          link={created.link}
          onClose={() => setCreated(null)}
        />
      )}
    </Flex>
  );
}
