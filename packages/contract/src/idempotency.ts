/**
 * Repeated create calls (docs/domain.md §21): the header that names one user action, sent again
 * unchanged on a double click or a retry, and the refusal of a key reused for another request.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** A key is the browser's random UUID; anything up to this length is taken. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

export const IDEMPOTENCY_MESSAGES = {
  keyReused:
    'Bu işlem anahtarı başka bir istek için kullanılmış. Lütfen sayfayı yenileyip yeniden deneyin.',
  keyInvalid: `İşlem anahtarı (Idempotency-Key) en fazla ${IDEMPOTENCY_KEY_MAX_LENGTH} karakter olabilir.`,
} as const;
