import { MESSAGES } from '@ccms/contract/messages';
import type { TUpdateActivityInput } from '@ccms/contract/tickets-activities/schemas';
import { useUpdateActivity } from '../../../api/detail/activities/update-activity';
import { useDetailNotice } from '../use-detail-notice';

/** An inline edit of one activity: the success toast, or the server's messages. */
export function useActivityUpdate(ticketId: string) {
  const update = useUpdateActivity(ticketId);
  const notice = useDetailNotice();
  const send = async (request: TUpdateActivityInput): Promise<boolean> => {
    try {
      await update.mutateAsync(request);
    } catch (error) {
      notice.failure(error);
      return false;
    }
    notice.success(MESSAGES.saved);
    return true;
  };
  return { send, isPending: update.isPending };
}
