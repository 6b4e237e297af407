/** A failed API call: the HTTP status (0 when the server was unreachable) and the server's messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly messages: string[];
  readonly requestId: string | undefined;
  /** The parsed response body, when there was one. */
  readonly body: unknown;

  constructor(status: number, messages: string[], body?: unknown, requestId?: string) {
    super(messages[0] ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages;
    this.body = body;
    this.requestId = requestId;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export const NETWORK_ERROR_MESSAGE =
  'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.';
export const UNEXPECTED_ERROR_MESSAGE = 'Beklenmeyen bir hata oluştu.';

/** Reads the messages of a failure body `{ isSuccess: false, messages, requestId? }`. */
export function toApiError(status: number, body: unknown): ApiError {
  if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    const messages = Array.isArray(record.messages)
      ? record.messages.filter((item): item is string => typeof item === 'string')
      : [];
    const requestId = typeof record.requestId === 'string' ? record.requestId : undefined;
    return new ApiError(
      status,
      messages.length > 0 ? messages : [UNEXPECTED_ERROR_MESSAGE],
      body,
      requestId,
    );
  }
  // No envelope (a proxy's HTML page, an empty body): a generic Turkish message.
  return new ApiError(status, [UNEXPECTED_ERROR_MESSAGE], body);
}

/** The Turkish text to show for any error thrown by a call. */
export function errorMessagesOf(error: unknown): string[] {
  if (error instanceof ApiError) return error.messages;
  return [UNEXPECTED_ERROR_MESSAGE];
}
