import { ACTIVITY_MESSAGES } from '@ccms/contract/tickets-activities/messages';
import type { TTicketActivity } from '@ccms/contract/tickets-activities/schemas';
import { App, Flex, Form, Select, Typography } from 'antd';
import { useState } from 'react';
import { FormDialog, useFormDialog } from '../../../../../components/form-dialog';
import { useCustomerVoices } from '../../../api/form/get-customer-voices';
import { textOrDash } from '../detail-format';
import { EditIconButton } from './edit-icon-button';
import { useActivityUpdate } from './use-activity-update';
import { useStatusWrapUps } from './use-status-wrap-ups';

const CONFIRM_WRAP_UP = 'Çağrı sonucunu değiştirmek istediğinize emin misiniz?';
const CONFIRM_VOICE = 'Müşteri sesini değiştirmek istediğinize emin misiniz?';
const searchable = { optionFilterProp: 'label' } as const;

type Props = { activity: TTicketActivity; ticketId: string };

/**
 * The wrap-up of an activity, changed in place (Ticket.EditDescription): choosing another asks
 * for confirmation (cancelling keeps the old one); a wrap-up that needs a customer voice the
 * activity lacks asks for it in the customer-voice dialog first.
 */
export function WrapUpInline({ activity, ticketId }: Props) {
  const { modal } = App.useApp();
  const [isEditing, setEditing] = useState(false);
  const [voiceFor, setVoiceFor] = useState<string | null>(null);
  const wrapUps = useStatusWrapUps(activity.status, isEditing || voiceFor !== null);
  const { send, isPending } = useActivityUpdate(ticketId);

  const choose = (callWrapUpId: string) => {
    if (callWrapUpId === activity.callWrapUpId) return setEditing(false);
    modal.confirm({
      title: CONFIRM_WRAP_UP,
      okText: 'Evet',
      cancelText: 'Hayır',
      onCancel: () => setEditing(false),
      onOk: async () => {
        const row = wrapUps.data?.find((candidate) => candidate.id === callWrapUpId);
        if (row?.isCustomerVoiceNecessary && !activity.customerVoiceId) {
          setVoiceFor(callWrapUpId);
          return;
        }
        if (await send({ id: activity.id, callWrapUpId })) setEditing(false);
      },
    });
  };

  return (
    <>
      {isEditing ? (
        <Select
          value={activity.callWrapUpId}
          options={(wrapUps.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
          loading={wrapUps.isPending || isPending}
          showSearch={searchable}
          defaultOpen
          autoFocus
          onChange={choose}
          onBlur={() => !voiceFor && setEditing(false)}
          style={{ minWidth: 220 }}
          data-testid="activity-wrap-up-select"
        />
      ) : (
        <InlineValue
          text={textOrDash(activity.callWrapUpName)}
          label="Çağrı sonucunu değiştir"
          onEdit={() => setEditing(true)}
          testId="activity-wrap-up-edit"
        />
      )}
      {voiceFor && (
        <CustomerVoiceDialog
          onCancel={() => {
            setVoiceFor(null);
            setEditing(false);
          }}
          onChosen={async (customerVoiceId) => {
            if (await send({ id: activity.id, callWrapUpId: voiceFor, customerVoiceId })) {
              setVoiceFor(null);
              setEditing(false);
            }
          }}
          isSaving={isPending}
        />
      )}
    </>
  );
}

/** The customer voice of an activity, changed in place after a confirmation. */
export function VoiceInline({ activity, ticketId }: Props) {
  const { modal } = App.useApp();
  const [isEditing, setEditing] = useState(false);
  const voices = useCustomerVoices(isEditing);
  const { send, isPending } = useActivityUpdate(ticketId);

  const choose = (customerVoiceId: string) => {
    if (customerVoiceId === activity.customerVoiceId) return setEditing(false);
    modal.confirm({
      title: CONFIRM_VOICE,
      okText: 'Evet',
      cancelText: 'Hayır',
      onCancel: () => setEditing(false),
      onOk: async () => {
        if (await send({ id: activity.id, customerVoiceId })) setEditing(false);
      },
    });
  };

  return isEditing ? (
    <Select
      value={activity.customerVoiceId}
      options={(voices.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
      loading={voices.isPending || isPending}
      showSearch={searchable}
      defaultOpen
      autoFocus
      onChange={choose}
      onBlur={() => setEditing(false)}
      style={{ minWidth: 200 }}
      data-testid="activity-voice-select"
    />
  ) : (
    <InlineValue
      text={textOrDash(activity.customerVoiceName)}
      label="Müşteri sesini değiştir"
      onEdit={() => setEditing(true)}
      testId="activity-voice-edit"
    />
  );
}

function InlineValue({
  text,
  label,
  onEdit,
  testId,
}: {
  text: string;
  label: string;
  onEdit: () => void;
  testId: string;
}) {
  return (
    <Flex gap={4} align="center">
      <Typography.Text>{text}</Typography.Text>
      <EditIconButton label={label} onClick={onEdit} testId={testId} />
    </Flex>
  );
}

/** 'Müşteri Sesi': the voice a newly chosen wrap-up asks for. */
function CustomerVoiceDialog({
  onCancel,
  onChosen,
  isSaving,
}: {
  onCancel: () => void;
  onChosen: (customerVoiceId: string) => void;
  isSaving: boolean;
}) {
  const [form] = Form.useForm<{ customerVoiceId?: string }>();
  const voices = useCustomerVoices(true);
  const submit = () => {
    const customerVoiceId = form.getFieldValue('customerVoiceId') as string | undefined;
    if (!customerVoiceId) {
      form.setFields([
        { name: 'customerVoiceId', errors: [ACTIVITY_MESSAGES.customerVoiceRequired] },
      ]);
      return;
    }
    onChosen(customerVoiceId);
  };
  const dialog = useFormDialog({
    onClose: onCancel,
    save: async () => submit(),
    isPending: isSaving,
    canCloseWhileSaving: true,
  });
  return (
    <FormDialog dialog={dialog} title="Müşteri Sesi">
      <Form form={form} layout="vertical" data-testid="activity-voice-dialog">
        <Form.Item name="customerVoiceId" label="Müşteri Sesi" required>
          <Select
            options={(voices.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
            loading={voices.isPending}
            showSearch={searchable}
            placeholder="Müşteri sesi seçiniz"
            data-testid="activity-voice-dialog-select"
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
