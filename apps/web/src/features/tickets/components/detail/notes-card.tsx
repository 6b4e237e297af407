import { CustomerServiceOutlined, ShopOutlined, StopOutlined } from '@ant-design/icons';
import { USER_TYPES } from '@ccms/contract/constants';
import { TICKET_NOTE_MESSAGES, type TTicketNote } from '@ccms/contract/tickets-notes';
import { App, Button, Card, Divider, Empty, Flex, Skeleton, Tooltip, Typography } from 'antd';
import { Fragment } from 'react';
import { errorMessagesOf } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/format';
import { useDeactivateTicketNote } from '../../api/detail/deactivate-ticket-note';
import { useTicketNotes } from '../../api/detail/get-ticket-notes';
import { AddNoteForm } from './add-note-form';
import { useDetailNotice } from './use-detail-notice';

type Props = {
  ticketId: string;
  /** Managers, area and region managers without Admin may not add notes (docs/domain.md §13.1). */
  canAddNote: boolean;
};

/** The small icon of a note's author: the retailer's staff or the call-centre partner. */
export function CreatorIcon({ userType }: { userType: number }) {
  return userType === USER_TYPES.callCentre ? (
    <Tooltip title="Çağrı merkezi">
      <CustomerServiceOutlined aria-label="Çağrı merkezi" />
    </Tooltip>
  ) : (
    <Tooltip title="Mağaza / merkez">
      <ShopOutlined aria-label="Mağaza / merkez" />
    </Tooltip>
  );
}

/**
 * 'Notlar': the active notes, newest first, a form to add one and 'Pasife Çek' on each (after a
 * confirmation; the note is deactivated, never deleted). Only for those who may add notes.
 */
export function NotesCard({ ticketId, canAddNote }: Props) {
  const notes = useTicketNotes(ticketId);
  return (
    <Card title="Notlar" size="small" data-testid="ticket-notes">
      <Flex vertical gap={12}>
        {canAddNote && <AddNoteForm ticketId={ticketId} />}
        {notes.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : notes.isError ? (
          <Typography.Text type="danger">{errorMessagesOf(notes.error).join(' ')}</Typography.Text>
        ) : notes.data.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Not yok." />
        ) : (
          <div>
            {notes.data.map((note, index) => (
              <Fragment key={note.id}>
                {index > 0 && <Divider style={{ marginBlock: 8 }} />}
                <NoteItem note={note} ticketId={ticketId} canDeactivate={canAddNote} />
              </Fragment>
            ))}
          </div>
        )}
      </Flex>
    </Card>
  );
}

function NoteItem({
  note,
  ticketId,
  canDeactivate,
}: {
  note: TTicketNote;
  ticketId: string;
  canDeactivate: boolean;
}) {
  const { modal } = App.useApp();
  const notice = useDetailNotice();
  const deactivate = useDeactivateTicketNote(ticketId);
  const confirm = () =>
    modal.confirm({
      title: 'Onay',
      content: TICKET_NOTE_MESSAGES.deactivateConfirm,
      okText: 'Evet',
      cancelText: 'Hayır',
      onOk: async () => {
        try {
          const response = await deactivate.mutateAsync(note.id);
          notice.success(response.messages[0] ?? TICKET_NOTE_MESSAGES.noteDeactivated);
        } catch (error) {
          notice.failure(error);
        }
      },
    });
  return (
    <Flex vertical gap={4} data-testid="ticket-note">
      <Flex gap={8} align="center" wrap>
        <CreatorIcon userType={note.creatorUserType} />
        <Typography.Text strong>{note.creatorUserFullName}</Typography.Text>
        <Typography.Text type="secondary">{formatDateTime(note.createdDate)}</Typography.Text>
        {canDeactivate && (
          <Button
            size="small"
            icon={<StopOutlined />}
            loading={deactivate.isPending}
            onClick={confirm}
            style={{ marginInlineStart: 'auto' }}
            data-testid="ticket-note-deactivate"
          >
            Pasife Çek
          </Button>
        )}
      </Flex>
      <Typography.Paragraph className="ticket-detail-description">
        {note.description}
      </Typography.Paragraph>
    </Flex>
  );
}
