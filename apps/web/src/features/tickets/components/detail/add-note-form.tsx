import { PlusOutlined } from '@ant-design/icons';
import {
  MAX_TICKET_NOTE_LENGTH,
  TICKET_NOTE_MESSAGES,
  ZCreateTicketNoteRequest,
} from '@ccms/contract/tickets-notes';
import { Button, Flex, Form, Input } from 'antd';
import { useRef } from 'react';
import { zodRule } from '../../../../lib/zod-rule';
import { useCreateTicketNote } from '../../api/detail/create-ticket-note';
import { useDetailNotice } from './use-detail-notice';

type Values = { description: string };

/** A new note: the same rule as the server ('Bir açıklama yazmalısınız.'), cleared after saving. */
export function AddNoteForm({ ticketId }: { ticketId: string }) {
  const [form] = Form.useForm<Values>();
  const notice = useDetailNotice();
  const create = useCreateTicketNote();

  // A double click submits twice before the form shows it is saving: the second is dropped
  // here, and a repeat that gets through carries the same idempotency key (docs/domain.md §21).
  const isSaving = useRef(false);
  const save = async ({ description }: Values) => {
    if (isSaving.current) return;
    isSaving.current = true;
    try {
      const response = await create.mutateAsync({ ticketId, description: description.trim() });
      notice.success(response.messages[0] ?? TICKET_NOTE_MESSAGES.noteAdded);
      form.resetFields();
    } catch (error) {
      notice.failure(error);
    } finally {
      isSaving.current = false;
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      disabled={create.isPending}
      onFinish={(values) => void save(values)}
      data-testid="ticket-note-form"
    >
      <Form.Item
        name="description"
        label="Yeni not"
        rules={[zodRule(ZCreateTicketNoteRequest.shape.description)]}
      >
        <Input.TextArea
          rows={3}
          maxLength={MAX_TICKET_NOTE_LENGTH}
          showCount
          placeholder="Notunuzu yazın"
          data-testid="ticket-note-input"
        />
      </Form.Item>
      <Flex justify="flex-end">
        <Button
          type="primary"
          htmlType="submit"
          icon={<PlusOutlined />}
          loading={create.isPending}
          data-testid="ticket-note-save"
        >
          Not Ekle
        </Button>
      </Flex>
    </Form>
  );
}
