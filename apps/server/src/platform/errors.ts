import { MESSAGES } from '@ccms/contract/messages';

/** An error whose status and Turkish messages reach the caller as they are. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly messages: string[];

  constructor(statusCode: number, messages: string | string[]) {
    const list = Array.isArray(messages) ? messages : [messages];
    super(list.join(' '));
    this.statusCode = statusCode;
    this.messages = list;
  }
}

export const badRequest = (messages: string | string[]) => new AppError(400, messages);
export const notSignedIn = (message: string = MESSAGES.notSignedIn) => new AppError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, message);
export const conflict = (message: string = MESSAGES.conflict) => new AppError(409, message);
