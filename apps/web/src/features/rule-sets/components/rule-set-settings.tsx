import { SaveOutlined } from '@ant-design/icons';
import { NOTIFY_SECONDS } from '@ccms/contract/constants';
import {
  checkSla,
  RULE_SET_MESSAGES as M,
  type TUpdateRuleSetRequest,
} from '@ccms/contract/rule-sets';
import { App, Button, Flex, Form, InputNumber, Space, Spin, Switch, Typography } from 'antd';
import { useId, useState } from 'react';
import { useRuleSet } from '../../../lib/api/get-rule-set';
import { confirmed } from '../../../lib/confirm';
import { notify } from '../../../lib/notify';
import { useUpdateRuleSet } from '../api/update-rule-set';
import {
  decideSlaSave,
  type RuleSetSwitch,
  switchQuestion,
  switchUpdate,
  writtenMessages,
} from './sla-rules';

/**
 * The selected set's SLA (hours) with 'Kaydet', and its auto-close and unlimited-SLA switches,
 * each saved after a confirmation. The values shown are the server's, read again after every
 * save or refusal; what the server did to open tickets is told after a save.
 */
export function RuleSetSettings({ ruleSetId }: { ruleSetId: string }) {
  const { modal, notification } = App.useApp();
  const detail = useRuleSet(ruleSetId);
  const update = useUpdateRuleSet();
  // What is typed in the SLA box; undefined shows the server's value.
  const [draft, setDraft] = useState<number | null | undefined>(undefined);
  const [slaError, setSlaError] = useState<string | null>(null);
  const slaId = useId();
  const errorId = useId();
  const current = detail.data;

  if (!current) {
    return detail.isError ? (
      <Typography.Text type="danger">Kural seti okunamadı.</Typography.Text>
    ) : (
      <Spin aria-label="Yükleniyor" />
    );
  }

  const sla = draft === undefined ? current.sla : draft;

  const save = async (request: TUpdateRuleSetRequest) => {
    try {
      const answer = await update.mutateAsync(request);
      setDraft(undefined);
      for (const message of writtenMessages(answer, M.ticketsRetimed)) {
        notify(notification, 'success', { title: message, duration: NOTIFY_SECONDS.success });
      }
    } catch {
      // The server's refusal was shown; the box gets the server's value back.
      await reloadSla();
    }
  };

  const reloadSla = async () => {
    await detail.refetch();
    setDraft(undefined);
  };

  const saveSla = async () => {
    const decision = decideSlaSave(sla, current);
    if (decision.kind === 'refuse') {
      setSlaError(decision.message);
      if (decision.reload) await reloadSla();
      return;
    }
    await save(decision.request);
  };

  const toggle = async (field: RuleSetSwitch, checked: boolean) => {
    if (!(await confirmed(modal, { title: switchQuestion(field, checked) }))) return;
    await save(switchUpdate(current, field, checked));
  };

  const isBusy = update.isPending;
  return (
    <Flex vertical gap={12}>
      <Form layout="vertical" component={false}>
        <Form.Item
          label="SLA süresi (saat)"
          htmlFor={slaId}
          validateStatus={slaError ? 'error' : undefined}
          help={
            slaError ? (
              <span id={errorId} role="alert">
                {slaError}
              </span>
            ) : current.isDeletedFromSLA ? (
              <span id={errorId}>{M.slaWithUnlimited}</span>
            ) : undefined
          }
          style={{ marginBottom: 0 }}
        >
          <Space.Compact>
            {/* No min, max or rounding here: a value out of range is refused in words, never
                changed silently into another one. */}
            <InputNumber<number>
              id={slaId}
              value={sla}
              onChange={(value) => {
                setDraft(value);
                setSlaError(value === null ? null : slaRangeError(value));
              }}
              onPressEnter={() => void saveSla()}
              disabled={isBusy || current.isDeletedFromSLA}
              aria-invalid={slaError ? true : undefined}
              aria-describedby={slaError || current.isDeletedFromSLA ? errorId : undefined}
              data-testid="rule-set-sla"
            />
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={isBusy}
              disabled={current.isDeletedFromSLA}
              onClick={() => void saveSla()}
              data-testid="rule-set-sla-save"
            >
              Kaydet
            </Button>
          </Space.Compact>
        </Form.Item>
        <Flex wrap gap={24}>
          <SettingSwitch
            label="Otomatik kapanış"
            checked={current.isCaseClosed}
            disabled={isBusy}
            onChange={(checked) => void toggle('isCaseClosed', checked)}
            testId="rule-set-case-closed"
          />
          <SettingSwitch
            label="Sınırsız SLA"
            checked={current.isDeletedFromSLA}
            disabled={isBusy}
            onChange={(checked) => void toggle('isDeletedFromSLA', checked)}
            testId="rule-set-unlimited-sla"
          />
        </Flex>
      </Form>
    </Flex>
  );
}

/** What is wrong with typed hours as they are typed: out of range or not whole, else null. */
function slaRangeError(hours: number): string | null {
  const check = checkSla(hours, false);
  return check.ok ? null : check.message;
}

type SettingSwitchProps = {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
};

/** A labelled switch of the panel (the label names it for screen readers as well). */
function SettingSwitch({ label, checked, disabled, onChange, testId }: SettingSwitchProps) {
  const id = useId();
  return (
    <Form.Item label={label} htmlFor={id} layout="horizontal" style={{ marginBottom: 0 }}>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-label={label}
        data-testid={testId}
      />
    </Form.Item>
  );
}
