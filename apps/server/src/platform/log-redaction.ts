import type { FastifyServerOptions } from 'fastify';

const CENSOR = '[gizli]';

/** Fields that carry a secret or a person's contact wherever they appear in a logged object. */
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'email',
  'emailAddress',
  'phone',
  'phoneNumber',
  'mobilePhone',
  'to',
];

/** pino's redaction paths: the fields at the top of a logged object and one or two levels down. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => {
    const key = /^[A-Za-z]\w*$/.test(field) ? field : `["${field}"]`;
    const dot = key.startsWith('[') ? '' : '.';
    return [key, `*${dot}${key}`, `*.*${dot}${key}`];
  }),
];

const E_MAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
const JWT = /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g;
// 10 to 15 digits, maybe with a leading + and single spaces or brackets: phone numbers, not
// dates or times (their separators are - and :) nor uuids (letters around the digits).
const PHONE = /(?<![\w.:-])\+?\d(?:[ ()]{0,2}\d){9,14}(?![\w:-])/g;
// A query parameter whose name says it holds a secret or a contact.
const SECRET_QUERY = /([?&](?:[\w-]*(?:password|token|code|mail|phone|tel)[\w-]*)=)[^&#]*/gi;
// A password named in a sentence: 'password: x', 'parola=x', 'with password x'.
const NAMED_PASSWORD = /\b(password|parola|şifre)(\s*[:=]\s*|\s+)[^\s,;&]+/gi;

/** The text with tokens, e-mail addresses and phone numbers replaced. */
export function scrubText(text: string): string {
  return text
    .replace(SECRET_QUERY, `$1${CENSOR}`)
    .replace(BEARER, `$1 ${CENSOR}`)
    .replace(NAMED_PASSWORD, `$1$2${CENSOR}`)
    .replace(JWT, CENSOR)
    .replace(E_MAIL, '[e-posta]')
    .replace(PHONE, '[telefon]');
}

/** Strings of plain objects and arrays scrubbed; anything else (a request, a stream) left alone. */
function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, scrubValue(item, depth + 1)]),
  );
}

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/**
 * The options of the server's logger: request ids stay (Fastify binds `reqId` to every line of a
 * request), while authorization headers, cookies, passwords, tokens, e-mail addresses and phone
 * numbers are cut from fields, URLs, error messages and the messages themselves
 * (docs/domain.md §16).
 */
export function redactingLoggerOptions(options: {
  level: string;
  stream?: { write(line: string): void };
}): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: options.level,
    ...(options.stream && { stream: options.stream }),
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: scrubText(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: (error: Error & { code?: unknown; statusCode?: unknown }) => ({
        type: error.constructor?.name ?? 'Error',
        message: scrubText(String(error.message)),
        stack: scrubText(error.stack ?? ''),
        code: error.code,
        statusCode: error.statusCode,
      }),
    },
    formatters: {
      log: (object: Record<string, unknown>) => scrubValue(object, 0) as Record<string, unknown>,
    },
    hooks: {
      logMethod(args, method) {
        const scrubbed = args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg));
        return method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
  };
}
