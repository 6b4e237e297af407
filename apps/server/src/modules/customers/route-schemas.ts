import { ZErrorResponse } from '@ccms/contract/envelope';

/** Tag and security of every customers/… route. */
export const TAGS = { tags: ['customers'], security: [{ bearer: [] }] };

/** The failures a customers/… route may answer, all in the error envelope. */
export const ERROR_RESPONSES = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};

/** The answer of a successful write. */
export function saved<T>(data: T) {
  return { isSuccess: true, data, messages: [] as string[] };
}
