import { FLOW_ACTION_LABELS, FLOW_ACTIONS, RULE_SET_MESSAGES as M } from '@ccms/contract/rule-sets';
import { useMemo } from 'react';
import type { InlineEditColumn } from '../../../components/inline-edit-table/columns';
import { InlineEditTable } from '../../../components/inline-edit-table/inline-edit-table';
import { cellSelectProps, SearchSelect } from '../../../components/search-select';
import { searchRoles } from '../../../lib/api/list-roles';
import {
  type FlowRow,
  flowActionMessage,
  isFlowActionLocked,
  newFlowRow,
  takenRoleIds,
} from './list-rows';
import { roleOption } from './options';

type Props = {
  rows: readonly FlowRow[];
  loading?: boolean;
  onSave: (row: FlowRow, isNew: boolean) => Promise<FlowRow | null | undefined>;
  onDelete: (row: FlowRow) => Promise<void>;
  onEditingChange?: (isEditing: boolean) => void;
  testId: string;
};

const ACTION_OPTIONS = [FLOW_ACTIONS.read, FLOW_ACTIONS.write].map((value) => ({
  value,
  label: FLOW_ACTION_LABELS[value] ?? String(value),
}));

/**
 * A rule set's flows (docs/domain.md §14.2 Rules and flows): a role and 'Okuma' or 'Yazma'. Once a
 * write flow exists a new flow is read and its selector disabled; roles already in the list are not
 * offered; a saved flow keeps its role and may change its permission.
 */
export function FlowsList({ rows, loading, onSave, onDelete, onEditingChange, testId }: Props) {
  const savedIds = useMemo(() => new Set(rows.map((row) => row.id)), [rows]);

  const columns: InlineEditColumn<FlowRow>[] = [
    {
      field: 'roleId',
      title: 'Rol',
      editor: 'custom',
      required: M.roleRequired,
      disabled: (row) => savedIds.has(row.id),
      render: (row) => row.roleName,
      renderEditor: (row, editor) => (
        <SearchSelect
          {...cellSelectProps(editor)}
          value={row.roleId}
          initial={row.roleId ? { value: row.roleId, label: row.roleName } : null}
          source={searchRoles}
          toOption={roleOption}
          exclude={takenRoleIds(rows, row.id)}
          placeholder="Rol arayın"
          notFoundText="Rol bulunamadı."
          onChange={(roleId, role) => editor.onChangeFields({ roleId, roleName: role?.name ?? '' })}
        />
      ),
    },
    {
      field: 'actionStatus',
      title: 'Yetki',
      editor: 'select',
      width: 160,
      options: ACTION_OPTIONS,
      placeholder: 'Seçiniz',
      required: M.actionStatusRequired,
      disabled: (row) => isFlowActionLocked(rows, row),
      validate: (_value, row) => flowActionMessage(rows, row),
    },
  ];

  return (
    <InlineEditTable<FlowRow>
      rows={rows}
      columns={columns}
      label="Akışlar"
      newButtonLabel="Akış Ekle"
      createRow={(id) => newFlowRow(id, rows)}
      onSave={onSave}
      onDelete={onDelete}
      onEditingChange={onEditingChange}
      deleteConfirm={(row) => `"${row.roleName}" akışını silmek istediğinize emin misiniz?`}
      rowLabel={(row) => row.roleName || 'yeni akış'}
      loading={loading}
      emptyText="Akış eklenmedi."
      testId={testId}
    />
  );
}
