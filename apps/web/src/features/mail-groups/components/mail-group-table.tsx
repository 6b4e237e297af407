import { NOTIFY_SECONDS } from '@ccms/contract/constants';
import {
  MAIL_GROUP_MESSAGES as M,
  MAIL_GROUP_WARNING_SECONDS,
  MAX_MAIL_GROUP_NAME_LENGTH,
  type TMailGroup,
} from '@ccms/contract/mail-groups';
import type { TRoleRow } from '@ccms/contract/organisation/roles';
import type { TUserRow } from '@ccms/contract/organisation/users';
import { useQueryClient } from '@tanstack/react-query';
import { App, Input, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { InlineEditColumn } from '../../../components/inline-edit-table/columns';
import { InlineEditTable } from '../../../components/inline-edit-table/inline-edit-table';
import { SearchMultiSelect } from '../../../components/search-multi-select';
import { searchUsers } from '../../../lib/api/get-users-page';
import { searchRoles } from '../../../lib/api/list-roles';
import { confirmed } from '../../../lib/confirm';
import { failureMessages } from '../../../lib/failure-messages';
import { userDisplayName } from '../../../lib/format';
import { HIERARCHY_QUERY_KEY } from '../../../lib/hierarchy-query-key';
import { MAIL_GROUPS_QUERY_KEY } from '../../../lib/mail-group-query-key';
import { notify } from '../../../lib/notify';
import { messagesBeyondSaved } from '../../../lib/response-notice';
import { createOrUpdateMailGroup } from '../api/create-or-update-mail-group';
import { deleteMailGroup } from '../api/delete-mail-group';
import { useMailGroupsPage } from '../api/get-mail-groups-page';
import {
  buildMailGroupQuery,
  DEFAULT_MAIL_GROUP_SORT,
  deactivationWarns,
  INITIAL_MAIL_GROUP_STATE,
  type MailGroupListState,
  newMailGroupRow,
  toMailGroupWrite,
} from './mail-group-rows';

const NO_ROWS: TMailGroup[] = [];

/** The extra user picker: active users by e-mail address, the address being the value. */
const searchUsersByEmail = (term: string) =>
  searchUsers(term, { by: 'emailAddress', activeOnly: true });
const userByEmailOption = (user: TUserRow) => ({
  value: user.emailAddress,
  label: userDisplayName(user),
});
const roleOption = (role: TRoleRow) => ({ value: role.id, label: role.name });

const listText = (items: readonly string[]) =>
  items.length > 0 ? items.join(', ') : <Typography.Text type="secondary">–</Typography.Text>;

/**
 * /definitions/mailgroups (docs/domain.md §14.6 Screen): name, internal roles, extra users by
 * e-mail and the active switch, edited in place, 30 a page by name. Switching a group that
 * breakdowns use off asks first; the save takes it off them and says so for 8 seconds.
 */
export function MailGroupTable() {
  const { notification, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [state, setState] = useState<MailGroupListState>(INITIAL_MAIL_GROUP_STATE);
  const query = useMemo(() => buildMailGroupQuery(state), [state]);
  const page = useMailGroupsPage(query);

  /** This list and the breakdown dialog's picker; the breakdowns too when they changed. */
  const reload = async (breakdownsChanged: boolean) => {
    await queryClient.invalidateQueries({ queryKey: MAIL_GROUPS_QUERY_KEY });
    if (breakdownsChanged) await queryClient.invalidateQueries({ queryKey: HIERARCHY_QUERY_KEY });
  };
  const warn = (messages: readonly string[]) => {
    for (const message of messages) {
      notify(notification, 'warning', { title: message, duration: MAIL_GROUP_WARNING_SECONDS });
    }
  };

  const save = async (row: TMailGroup, isNew: boolean) => {
    const answer = await createOrUpdateMailGroup(toMailGroupWrite(row, isNew));
    warn(messagesBeyondSaved(answer.messages));
    await reload((answer.data?.removedFromCategorySets ?? 0) > 0);
    return answer.data;
  };

  const remove = async (row: TMailGroup) => {
    try {
      const answer = await deleteMailGroup(row.id);
      notify(notification, 'success', { title: M.deleted, duration: NOTIFY_SECONDS.success });
      warn(answer.messages.filter((message) => message !== M.deleted));
      await reload(row.categorySetCount > 0);
    } catch (error) {
      for (const message of failureMessages(error, M.deleteFailed)) {
        notify(notification, 'error', { title: message, duration: NOTIFY_SECONDS.failure });
      }
      throw error;
    }
  };

  const askDeactivation = (row: TMailGroup, isActive: boolean, { isNew }: { isNew: boolean }) =>
    deactivationWarns(row, isActive, isNew)
      ? confirmed(modal, {
          title: 'Mail grubu pasife alınsın mı?',
          content: M.deactivateConfirm(row.categorySetCount),
        })
      : Promise.resolve(true);

  const columns: InlineEditColumn<TMailGroup>[] = [
    {
      field: 'name',
      title: 'İsim',
      editor: 'text',
      required: true,
      maxLength: MAX_MAIL_GROUP_NAME_LENGTH,
      sortable: true,
    },
    {
      field: 'internalRoleIds',
      title: 'İç Roller',
      editor: 'custom',
      render: (row) => listText(row.internalRoles.map((role) => role.name)),
      renderEditor: (row, props) => (
        <SearchMultiSelect
          cell={props}
          source={searchRoles}
          toOption={roleOption}
          value={row.internalRoleIds}
          chosen={row.internalRoles.map((role) => ({ value: role.id, label: role.name }))}
          onChange={(ids, chosen) =>
            props.onChangeFields({
              internalRoleIds: ids,
              internalRoles: chosen.map((option) => ({ id: option.value, name: option.label })),
            })
          }
          placeholder="Rol arayın"
          notFoundText="Rol bulunamadı"
        />
      ),
    },
    {
      field: 'extraUsers',
      title: 'Ek Kullanıcılar',
      editor: 'custom',
      render: (row) => listText(row.extraUsers),
      renderEditor: (row, props) => (
        <SearchMultiSelect
          cell={props}
          source={searchUsersByEmail}
          toOption={userByEmailOption}
          value={row.extraUsers}
          chosen={row.extraUsers.map((email) => ({ value: email, label: email }))}
          onChange={(emails) => props.onChange(emails)}
          placeholder="E-posta ile arayın"
          notFoundText="Kullanıcı bulunamadı"
        />
      ),
    },
    {
      field: 'isActive',
      title: 'Aktif',
      editor: 'switch',
      width: 100,
      sortable: true,
      confirm: askDeactivation,
    },
  ];

  return (
    <InlineEditTable<TMailGroup>
      rows={page.data?.items ?? NO_ROWS}
      columns={columns}
      label="Mail grupları"
      newButtonLabel={M.newButton}
      createRow={newMailGroupRow}
      onSave={save}
      onDelete={remove}
      deleteConfirm={(row) => M.deleteConfirm(row.name)}
      loading={page.isFetching}
      pagination={{
        page: state.page,
        pageSize: query.paging?.maxItemCountPerPage ?? 30,
        total: page.data?.totalCount ?? 0,
      }}
      sort={state.sort}
      defaultSort={DEFAULT_MAIL_GROUP_SORT}
      onChange={(change) => setState((current) => ({ ...current, ...change }))}
      toolbar={
        <Input.Search
          placeholder="İsim"
          aria-label="Mail grubu adına göre ara"
          allowClear
          enterButton="Ara"
          maxLength={MAX_MAIL_GROUP_NAME_LENGTH}
          onSearch={(name) => setState((current) => ({ ...current, name, page: 1 }))}
          style={{ maxWidth: 320 }}
          data-testid="mail-groups-search"
        />
      }
      emptyText="Mail grubu bulunamadı."
      testId="mail-groups"
    />
  );
}
