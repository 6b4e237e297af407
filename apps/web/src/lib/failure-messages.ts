import { ApiError } from './api-error';

/**
 * What a failed write shows when the screen speaks for itself (`notify: false`): the server's
 * own messages for a refusal (a 409 'Bu mail adresi zaten tanımlı.', a 400, a 403), the
 * screen's `fallback` text (for example 'Mail adresi silinirken bir hata oluştu.', 'Mail grubu
 * silinirken bir hata meydana geldi') when the server failed or could not be reached, nothing
 * for a lost session (the app moves to the sign-in page).
 */
export function failureMessages(error: unknown, fallback: string): string[] {
  if (error instanceof ApiError && error.isClientError && error.messages.length > 0) {
    return error.status === 401 ? [] : error.messages;
  }
  return [fallback];
}
