import { PlusOutlined } from '@ant-design/icons';
import { RULE_SET_MESSAGES as M } from '@ccms/contract/rule-sets';
import { Button, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { InlineEditColumn } from '../../../components/inline-edit-table/columns';
import { InlineEditTable } from '../../../components/inline-edit-table/inline-edit-table';
import { cellSelectProps, SearchSelect } from '../../../components/search-select';
import { ruleTemplatesSearch } from '../api/get-rule-templates';
import { AddRuleTemplateDialog } from './add-rule-template-dialog';
import {
  duplicateRuleMessage,
  newRuleRow,
  type RuleRow,
  ruleFromTemplate,
  takenRuleNames,
} from './list-rows';
import { templateOption } from './options';

type Props = {
  rows: readonly RuleRow[];
  loading?: boolean;
  onSave: (row: RuleRow, isNew: boolean) => Promise<RuleRow | null | undefined>;
  onDelete: (row: RuleRow) => Promise<void>;
  onEditingChange?: (isEditing: boolean) => void;
  testId: string;
};

const ruleName = (row: RuleRow) => row.displayName || row.name;

/**
 * A rule set's rules (docs/domain.md §14.2 Rules and flows): a rule picked from the templates
 * (those already in the list left out), its value and active flag; a saved rule keeps its template.
 * 'Kural Şablonu Ekle' adds a template to pick.
 */
export function RulesList({ rows, loading, onSave, onDelete, onEditingChange, testId }: Props) {
  const [isTemplateOpen, setIsTemplateOpen] = useState(false);
  const savedIds = useMemo(() => new Set(rows.map((row) => row.id)), [rows]);

  const columns: InlineEditColumn<RuleRow>[] = [
    {
      field: 'name',
      title: 'Kural',
      editor: 'custom',
      required: M.ruleRequired,
      validate: (_value, row) => duplicateRuleMessage(rows, row),
      disabled: (row) => savedIds.has(row.id),
      render: (row) => (
        <span>
          {ruleName(row)}
          {row.displayName && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {row.name}
            </Typography.Text>
          )}
        </span>
      ),
      renderEditor: (row, editor) => (
        <SearchSelect
          {...cellSelectProps(editor)}
          value={row.name || null}
          initial={row.name ? { value: row.name, label: ruleName(row) } : null}
          source={ruleTemplatesSearch}
          toOption={templateOption}
          exclude={takenRuleNames(rows, row.id)}
          placeholder="Kural şablonu arayın"
          notFoundText="Kural şablonu bulunamadı."
          onChange={(_name, template) => editor.onChangeFields(ruleFromTemplate(template))}
        />
      ),
    },
    { field: 'value', title: 'Değer', editor: 'text', maxLength: 500, width: 160 },
    { field: 'isActive', title: 'Aktif', editor: 'switch', width: 90 },
  ];

  return (
    <>
      <InlineEditTable<RuleRow>
        rows={rows}
        columns={columns}
        label="Kurallar"
        newButtonLabel="Kural Ekle"
        createRow={newRuleRow}
        onSave={onSave}
        onDelete={onDelete}
        onEditingChange={onEditingChange}
        deleteConfirm={(row) => `"${ruleName(row)}" kuralını silmek istediğinize emin misiniz?`}
        rowLabel={(row) => ruleName(row) || 'yeni kural'}
        loading={loading}
        emptyText="Kural eklenmedi."
        toolbar={
          <Button
            icon={<PlusOutlined />}
            onClick={() => setIsTemplateOpen(true)}
            data-testid={`${testId}-add-template`}
          >
            Kural Şablonu Ekle
          </Button>
        }
        testId={testId}
      />
      {isTemplateOpen && <AddRuleTemplateDialog onClose={() => setIsTemplateOpen(false)} />}
    </>
  );
}
