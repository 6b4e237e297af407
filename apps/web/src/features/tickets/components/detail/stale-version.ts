import { MESSAGES } from '@ccms/contract/messages';
import { TICKET_DETAIL_MESSAGES } from '@ccms/contract/tickets-detail/messages';
import { useQueryClient } from '@tanstack/react-query';
import { App, type ButtonProps } from 'antd';
import { ApiError } from '../../../../lib/api-error';
import { ticketDetailKeys } from '../../api/detail/ticket-detail-keys';
import { useDetailNotice } from './use-detail-notice';

/**
 * A write refused with 409 (another user changed the ticket since it was read, docs/domain.md §3
 * Concurrency): the server's text and a reload of the page's reads. The dialog closes on reload, so
 * that nothing typed over the old state is saved over the other user's change. Answers whether the
 * error was a 409 (else the caller reports it).
 */
function useStaleVersionNotice(ticketId: string, onReload?: () => void) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  return (error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.status !== 409) return false;
    modal.confirm({
      title: 'Bilet güncel değil',
      content: error.messages[0] ?? TICKET_DETAIL_MESSAGES.staleVersion,
      okText: 'Sayfayı yenile',
      cancelText: 'Kapat',
      okButtonProps: { 'data-testid': 'stale-version-reload' } as ButtonProps,
      onOk: async () => {
        onReload?.();
        await queryClient.invalidateQueries({ queryKey: ticketDetailKeys.all(ticketId) });
      },
    });
    return true;
  };
}

/**
 * Sends a write that carries the ticket's version: the saved toast on success, the reload offer
 * on a 409, the server's messages otherwise. Answers whether it was saved.
 */
export function useVersionedWrite(ticketId: string, onReload?: () => void) {
  const notice = useDetailNotice();
  const handleStale = useStaleVersionNotice(ticketId, onReload);
  return async (write: () => Promise<unknown>): Promise<boolean> => {
    try {
      await write();
    } catch (error) {
      if (!handleStale(error)) notice.failure(error);
      return false;
    }
    notice.success(MESSAGES.saved);
    return true;
  };
}
