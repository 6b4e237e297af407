import type { TTicketDetail } from '@ccms/contract/tickets-detail/schemas';
import { TICKET_FLAG_MESSAGES } from '@ccms/contract/tickets-extras';
import { App, Switch } from 'antd';
import { useUpdateComplaintInformation } from '../../api/detail/update-complaint-information';
import { useUpdateReportingInformation } from '../../api/detail/update-reporting-information';
import { yesNo } from './detail-format';

type FlagTicket = Pick<TTicketDetail, 'id' | 'version' | 'removedReporting' | 'isFromComplaint'>;

/**
 * Asks before a flag changes (docs/domain.md §13.6): declining leaves the switch as it was, since
 * it always shows the server's value (or, while the call runs, the value being saved). The dialog
 * stays open and loading until the call ends; a failure is shown by the global handler.
 */
function useConfirm() {
  const { modal } = App.useApp();
  return (question: string, run: () => Promise<unknown>) =>
    modal.confirm({
      title: 'Onay',
      content: question,
      okText: 'Evet',
      cancelText: 'Hayır',
      onOk: () => run().catch(() => undefined),
    });
}

/**
 * 'Raporlamadan Çıkarıldı': a switch for holders of Ticket.CanEditReporting (on = removed from
 * reporting), the plain value for others.
 */
export function ReportingSwitch({ ticket, canEdit }: { ticket: FlagTicket; canEdit: boolean }) {
  const confirm = useConfirm();
  const update = useUpdateReportingInformation();
  if (!canEdit) return yesNo(ticket.removedReporting);
  const isRemoved = update.isPending ? !update.variables.IsReporting : ticket.removedReporting;
  const onChange = (remove: boolean) =>
    confirm(
      remove
        ? TICKET_FLAG_MESSAGES.removeFromReportingConfirm
        : TICKET_FLAG_MESSAGES.addToReportingConfirm,
      () => update.mutateAsync({ Id: ticket.id, IsReporting: !remove, version: ticket.version }),
    );
  return (
    <Switch
      checked={isRemoved}
      loading={update.isPending}
      onChange={onChange}
      checkedChildren="Evet"
      unCheckedChildren="Hayır"
      aria-label="Raporlamadan çıkarıldı"
      data-testid="ticket-reporting-switch"
    />
  );
}

/** 'Şikayet': a switch for those who may edit the ticket, the plain value for others. */
export function ComplaintSwitch({ ticket, canEdit }: { ticket: FlagTicket; canEdit: boolean }) {
  const confirm = useConfirm();
  const update = useUpdateComplaintInformation();
  if (!canEdit) return yesNo(ticket.isFromComplaint);
  const isFromComplaint = update.isPending
    ? update.variables.IsFromComplaint
    : ticket.isFromComplaint;
  const onChange = (value: boolean) =>
    confirm(
      value
        ? TICKET_FLAG_MESSAGES.markComplaintConfirm
        : TICKET_FLAG_MESSAGES.unmarkComplaintConfirm,
      () => update.mutateAsync({ Id: ticket.id, IsFromComplaint: value, version: ticket.version }),
    );
  return (
    <Switch
      checked={isFromComplaint}
      loading={update.isPending}
      onChange={onChange}
      checkedChildren="Evet"
      unCheckedChildren="Hayır"
      aria-label="Şikayet"
      data-testid="ticket-complaint-switch"
    />
  );
}
