import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';
import { useInActionCallWrapUps } from '../../../api/detail/activities/get-in-action-call-wrap-ups';
import { useClosedCallWrapUps } from '../../../api/form/get-closed-call-wrap-ups';

/**
 * The wrap-ups a status takes (wrapUpFitsStatus): 5 İşlemde the in-process ones, 3 Kapatıldı the
 * closing ones; nothing is asked while `enabled` is false.
 */
export function useStatusWrapUps(status: number | null | undefined, enabled: boolean) {
  const inAction = useInActionCallWrapUps(enabled && status === TICKET_STATUS.inProcess);
  const closed = useClosedCallWrapUps(enabled && status === TICKET_STATUS.closed);
  return status === TICKET_STATUS.inProcess ? inAction : closed;
}
