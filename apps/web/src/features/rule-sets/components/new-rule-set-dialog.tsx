import {
  RULE_SET_MESSAGES as M,
  type TRuleSetSaved,
  ZCreateRuleSetRequest,
} from '@ccms/contract/rule-sets';
import { Col, Divider, Form, Input, InputNumber, Row, Switch, Typography } from 'antd';
import { useState } from 'react';
import { FormDialog, useFormDialog } from '../../../components/form-dialog';
import { randomUuid } from '../../../lib/random-uuid';
import { zodRule } from '../../../lib/zod-rule';
import { useCreateRuleSet } from '../api/create-rule-set';
import { FlowsList } from './flows-list';
import type { FlowRow, RuleRow } from './list-rows';
import {
  canSaveNewRuleSet,
  INITIAL_NEW_RULE_SET_VALUES,
  type NewRuleSetValues,
  toCreateRuleSetRequest,
  upsertRow,
} from './new-rule-set-values';
import { RulesList } from './rules-list';

type Props = {
  onClose: () => void;
  /** The saved set (the screen selects it). */
  onCreated: (ruleSet: TRuleSetSaved) => void;
};

const { shape } = ZCreateRuleSetRequest;

/**
 * 'Yeni Kural Seti' (docs/domain.md §14.2 Rule set): name, SLA (0 with unlimited SLA), the
 * switches, and the rules and flows in the same lists as the panel, kept here until 'Kaydet'
 * writes everything at once. 'Kaydet' waits for a name, a flow and both lists out of edit.
 */
export function NewRuleSetDialog({ onClose, onCreated }: Props) {
  const [form] = Form.useForm<NewRuleSetValues>();
  const [id] = useState(randomUuid);
  const [rules, setRules] = useState<RuleRow[]>([]);
  const [flows, setFlows] = useState<FlowRow[]>([]);
  const [isRulesEditing, setIsRulesEditing] = useState(false);
  const [isFlowsEditing, setIsFlowsEditing] = useState(false);
  const create = useCreateRuleSet();
  const name = Form.useWatch('name', form);
  const isUnlimited = Form.useWatch('isDeletedFromSLA', form) === true;

  const canSave = canSaveNewRuleSet({
    name,
    flowCount: flows.length,
    isRulesEditing,
    isFlowsEditing,
  });

  const hasListInput = rules.length > 0 || flows.length > 0 || isRulesEditing || isFlowsEditing;
  const dialog = useFormDialog({
    form,
    onClose,
    hasOtherInput: hasListInput,
    save: async () => {
      if (!canSave) return;
      // A field that does not pass rejects here; the form shows its message.
      const values = await form.validateFields();
      const answer = await create.mutateAsync(toCreateRuleSetRequest(id, values, rules, flows));
      if (answer.data) onCreated(answer.data);
      onClose();
    },
  });

  return (
    <FormDialog
      dialog={dialog}
      title="Yeni Kural Seti"
      width={880}
      isSaveDisabled={!canSave}
      saveTestId="new-rule-set-save"
    >
      <Form<NewRuleSetValues>
        form={form}
        layout="vertical"
        initialValues={INITIAL_NEW_RULE_SET_VALUES}
        onFinish={dialog.save}
        onValuesChange={(changed: NewRuleSetValues) => {
          // Unlimited SLA means no SLA length.
          if (changed.isDeletedFromSLA) form.setFieldValue('sla', 0);
        }}
        disabled={dialog.isSaving}
        aria-label="Yeni kural seti formu"
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label="Ad" required rules={[zodRule(shape.name)]}>
              <Input count={{ show: true, max: 200 }} data-testid="new-rule-set-name" />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            {/* The schema's rule refuses a value out of range in words as it is typed; the box
                itself neither clamps nor rounds it silently. */}
            <Form.Item
              name="sla"
              label="SLA (saat)"
              rules={[zodRule(shape.sla)]}
              validateTrigger="onChange"
            >
              <InputNumber<number>
                disabled={isUnlimited || dialog.isSaving}
                style={{ width: '100%' }}
                data-testid="new-rule-set-sla"
              />
            </Form.Item>
          </Col>
          <Col xs={6} md={4}>
            <Form.Item name="isCaseClosed" label="Otomatik kapanış" valuePropName="checked">
              <Switch aria-label="Otomatik kapanış" data-testid="new-rule-set-case-closed" />
            </Form.Item>
          </Col>
          <Col xs={6} md={4}>
            <Form.Item name="isDeletedFromSLA" label="Sınırsız SLA" valuePropName="checked">
              <Switch aria-label="Sınırsız SLA" data-testid="new-rule-set-unlimited-sla" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <Divider style={{ margin: '8px 0 12px' }} />
      <Typography.Title level={5}>Kurallar</Typography.Title>
      <RulesList
        rows={rules}
        onSave={async (row) => {
          setRules((current) => upsertRow(current, row));
          return row;
        }}
        onDelete={async (row) => setRules((current) => current.filter((r) => r.id !== row.id))}
        onEditingChange={setIsRulesEditing}
        testId="new-rule-set-rules"
      />
      <Divider style={{ margin: '12px 0' }} />
      <Typography.Title level={5}>Akışlar</Typography.Title>
      <FlowsList
        rows={flows}
        onSave={async (row) => {
          setFlows((current) => upsertRow(current, row));
          return row;
        }}
        onDelete={async (row) => setFlows((current) => current.filter((f) => f.id !== row.id))}
        onEditingChange={setIsFlowsEditing}
        testId="new-rule-set-flows"
      />
      {flows.length === 0 && (
        <Typography.Text type="secondary" data-testid="new-rule-set-flow-hint">
          {M.flowRequired}
        </Typography.Text>
      )}
    </FormDialog>
  );
}
