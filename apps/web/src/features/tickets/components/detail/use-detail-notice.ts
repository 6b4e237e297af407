import { NOTIFY_SECONDS } from '@ccms/contract/constants';
import { TICKET_NOTE_TOAST_SECONDS } from '@ccms/contract/tickets-notes';
import { App } from 'antd';
import { errorMessagesOf } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';

/**
 * The detail page's own success toasts (files, notes, mails, delete): 4 s, as docs/domain.md §13.4
 * sets for notes.
 */
export const DETAIL_SUCCESS_SECONDS = TICKET_NOTE_TOAST_SECONDS;

/**
 * Toasts of the calls that skip the global handler because they have texts of their own
 * (docs/domain.md §13.3–§13.5): green for `DETAIL_SUCCESS_SECONDS`, red for 10 s. A failure with a
 * text of its own ('Dosya silinirken bir hata oluştu.') shows the server's reason under it.
 */
export function useDetailNotice() {
  const { notification } = App.useApp();
  const success = (title: string) =>
    notify(notification, 'success', {
      title,
      duration: DETAIL_SUCCESS_SECONDS,
    });
  const failure = (error: unknown, title?: string) => {
    const messages = errorMessagesOf(error);
    const shown = title
      ? [{ title, description: messages.filter((text) => text !== title).join(' ') || undefined }]
      : messages.map((text) => ({ title: text, description: undefined }));
    for (const notice of shown) {
      notify(notification, 'error', {
        key: `api-error:${notice.title}`,
        title: notice.title,
        description: notice.description,
        duration: NOTIFY_SECONDS.failure,
      });
    }
  };
  return { success, failure };
}
