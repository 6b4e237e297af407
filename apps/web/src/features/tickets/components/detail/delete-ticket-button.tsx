import { DeleteOutlined } from '@ant-design/icons';
import { TICKET_EDIT_MESSAGES } from '@ccms/contract/tickets-edit';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useNavigate } from 'react-router';
import { usePermissions } from '../../../../lib/permissions';
import { forgetDeletedTicket, useDeleteTicket } from '../../api/detail/delete-ticket';
import { useDetailNotice } from './use-detail-notice';

const ALL_TICKETS_PATH = '/tickets/allTickets';
const MY_TICKETS_PATH = '/tickets/ticketsofcurrentuser';
const CONFIRM_TEXT = 'Bileti silmek istediğinize emin misiniz?';

/**
 * 'Bileti Sil' (Ticket.Delete): asks first, then deletes (soft) and returns to the all-tickets
 * list with 'Bilet silindi' (docs/domain.md §13.3 Delete); without that list, to 'Biletlerim'.
 */
export function DeleteTicketButton({ ticketId, ticketNo }: { ticketId: string; ticketNo: number }) {
  const { modal } = App.useApp();
  const { has } = usePermissions();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notice = useDetailNotice();
  const remove = useDeleteTicket();

  const run = async () => {
    try {
      await remove.mutateAsync(ticketId);
    } catch (error) {
      notice.failure(error, TICKET_EDIT_MESSAGES.ticketDeleteFailed);
      return;
    }
    notice.success(TICKET_EDIT_MESSAGES.ticketDeleted);
    navigate(has('Ticket.AllTickets') ? ALL_TICKETS_PATH : MY_TICKETS_PATH);
    forgetDeletedTicket(queryClient, ticketId);
  };

  const confirm = () =>
    modal.confirm({
      title: `#${ticketNo}`,
      content: CONFIRM_TEXT,
      okText: 'Evet',
      okButtonProps: { danger: true },
      cancelText: 'Hayır',
      onOk: run,
    });

  return (
    <Button
      danger
      icon={<DeleteOutlined />}
      loading={remove.isPending}
      onClick={confirm}
      data-testid="ticket-delete"
    >
      Bileti Sil
    </Button>
  );
}
