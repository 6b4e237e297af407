import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MAX_FILE_MB } from '@ccms/contract/tickets-create';
import type { S3Settings } from './files/s3-file-store.ts';
import type { MailSettings } from './mail/smtp-transport.ts';
import { DEFAULT_OUTBOX_SEND_SETTINGS, type OutboxSendSettings } from './outbox/send-settings.ts';
import type { RateLimitSettings } from './rate-limit.ts';
import { DEFAULT_SMS_BODY_TEMPLATE, type SmsHttpSettings } from './sms/http-provider.ts';

/** The repository root, so that `./data` means the same whatever the working directory. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The Vite dev server's origin (`npm run dev`), allowed to sign in outside production. */
export const DEV_WEB_ORIGIN = 'http://localhost:5173';

export type ExternalLinks = {
  smsReport?: string;
  cardAnalytics?: string;
  backOffice?: string;
  onlineShopBackOffice?: string;
};

export type AppConfig = {
  port: number;
  host: string;
  /** Public origin of the product, used for sign-in redirects. */
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  oidc: {
    /** Unset: the embedded provider at `${publicUrl}/oidc`. */
    externalIssuer?: string;
    clientId: string;
    audience: string;
    scopes: string;
    allowEmbeddedInProduction: boolean;
  };
  softphoneUrl?: string;
  externalLinks: ExternalLinks;
  businessTimeZone: string;
  /** Thresholds of the customer auto-flag rule (docs/domain.md §6 Auto-flag). */
  autoFlag: { complaintThreshold: number; windowDays: number; complaintTypeName: string };
  /** Ticket files (docs/domain.md §7): at most `maxFileMb` each. */
  files: FileSettings;
  /** Mail, SMS and the job queue (docs/domain.md §17); unset transports keep messages queued. */
  notifications: NotificationSettings;
  /** How SIGTERM ends the process (README, 'Several instances behind a proxy'). */
  shutdown: ShutdownSettings;
  /** Requests per signed-in user and window, per instance (docs/domain.md §8, "Rate limit"). */
  rateLimit: RateLimitSettings;
  brand: string;
  logLevel: string;
  isProduction: boolean;
  /** When a start loads the demo data (DEMO_DATA; docs/domain.md §16.1 A production start). */
  demoData: DemoDataMode;
};

/**
 * `forced` (DEMO_DATA=true): whenever the demo's administrator is missing; `firstStart` (the
 * default outside production): into a database nobody has used yet; `off` (DEMO_DATA=false, the
 * default with NODE_ENV=production): never, only the base data.
 */
export type DemoDataMode = 'forced' | 'firstStart' | 'off';

function demoDataMode(setting: string | undefined, isProduction: boolean): DemoDataMode {
  if (setting === 'true') return 'forced';
  if (setting === 'false' || isProduction) return 'off';
  return 'firstStart';
}

export type ShutdownSettings = {
  /** Milliseconds the readiness check answers 503 before the listener closes. */
  delayMs: number;
  /** Milliseconds requests under way may take to finish before their connections are cut. */
  graceMs: number;
};

/** Where ticket files are kept: the bucket `s3` when configured, else under `dir`. */
export type FileSettings = { dir: string; maxFileMb: number; s3?: S3Settings };

export type NotificationSettings = {
  smtp?: MailSettings;
  sms?: ({ kind: 'http' } & SmsHttpSettings) | { kind: 'log' };
  send: OutboxSendSettings;
  /** Seconds between the queue workers' polls (new jobs wake them at once). */
  jobPollSeconds: number;
  /** Seconds between the queue's checks for jobs whose worker died (their expiry). */
  jobSuperviseSeconds: number;
  /** Milliseconds between the outbox dispatcher's polls (new messages wake it at once). */
  outboxPollMs: number;
};

function positiveNumber(text: string | undefined, fallback: number, least: number): number {
  const value = Number(text);
  return text && Number.isFinite(value) && value >= least ? value : fallback;
}

function loadSms(get: (name: string) => string | undefined): NotificationSettings['sms'] {
  const url = get('SMS_URL');
  if (get('SMS_PROVIDER') === 'log') return { kind: 'log' };
  if (!url) return undefined;
  return {
    kind: 'http',
    url,
    token: get('SMS_TOKEN'),
    bodyTemplate: get('SMS_BODY_TEMPLATE') ?? DEFAULT_SMS_BODY_TEMPLATE,
  };
}

function loadNotifications(get: (name: string) => string | undefined): NotificationSettings {
  const smtpUrl = get('SMTP_URL');
  const send = DEFAULT_OUTBOX_SEND_SETTINGS;
  return {
    smtp: smtpUrl
      ? {
          url: smtpUrl,
          fromName: get('MAIL_FROM_NAME') ?? 'Müşteri Hizmetleri',
          fromAddress: get('MAIL_FROM_ADDRESS') ?? 'bildirim@localhost',
        }
      : undefined,
    sms: loadSms(get),
    send: {
      maxAttempts: positiveInteger(get('OUTBOX_MAX_ATTEMPTS'), send.maxAttempts),
      retryDelaySeconds: positiveInteger(get('OUTBOX_RETRY_SECONDS'), send.retryDelaySeconds),
      retryDelayMaxSeconds: positiveInteger(
        get('OUTBOX_RETRY_MAX_SECONDS'),
        send.retryDelayMaxSeconds,
      ),
      sendTimeoutSeconds: positiveInteger(
        get('OUTBOX_SEND_TIMEOUT_SECONDS'),
        send.sendTimeoutSeconds,
      ),
      batchSize: positiveInteger(get('OUTBOX_BATCH_SIZE'), send.batchSize),
    },
    jobPollSeconds: positiveNumber(get('JOB_POLL_SECONDS'), 2, 0.5),
    jobSuperviseSeconds: positiveInteger(get('JOB_SUPERVISE_SECONDS'), 60),
    outboxPollMs: positiveInteger(get('OUTBOX_POLL_MS'), 5000),
  };
}

/**
 * The bucket for ticket files: S3_BUCKET, with S3_* settings or the usual AWS variables
 * (without keys, the SDK's own credential chain). Unset: the local disk.
 */
function loadS3(get: (name: string) => string | undefined): S3Settings | undefined {
  const bucket = get('S3_BUCKET');
  if (!bucket) return undefined;
  const accessKeyId = get('S3_ACCESS_KEY_ID') ?? get('AWS_ACCESS_KEY_ID');
  const secretAccessKey = get('S3_SECRET_ACCESS_KEY') ?? get('AWS_SECRET_ACCESS_KEY');
  return {
    endpoint: get('S3_ENDPOINT') ?? get('AWS_ENDPOINT_URL_S3') ?? get('AWS_ENDPOINT_URL'),
    bucket,
    region: get('S3_REGION') ?? get('AWS_REGION') ?? get('AWS_DEFAULT_REGION') ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: get('S3_FORCE_PATH_STYLE') !== 'false',
    uploadConcurrency: positiveInteger(get('S3_UPLOAD_CONCURRENCY'), 2),
  };
}

function positiveInteger(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : fallback;
}

function nonNegativeInteger(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return text && Number.isInteger(value) && value >= 0 ? value : fallback;
}

/**
 * The embedded sign-in provider's set-password page, where one-time password links lead
 * (docs/domain.md §14.4); null with an external issuer, which keeps the passwords.
 */
export function passwordPageUrlOf(config: AppConfig): string | null {
  return config.oidc.externalIssuer ? null : `${config.publicUrl}/oidc/password`;
}

/** Reads the environment once; every variable is optional (README lists them). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const get = (name: string) => env[name]?.trim() || undefined;
  const port = Number(get('PORT') ?? 3000);
  const isProduction = env.NODE_ENV === 'production';
  const publicUrl = (get('PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: get('HOST') ?? '0.0.0.0',
    publicUrl,
    dataDir: path.resolve(ROOT_DIR, get('DATA_DIR') ?? 'data'),
    databaseUrl: get('DATABASE_URL'),
    oidc: {
      externalIssuer: get('OIDC_ISSUER'),
      clientId: get('OIDC_CLIENT_ID') ?? 'ccms-web',
      audience: get('OIDC_AUDIENCE') ?? 'ccms-api',
      scopes: get('OIDC_SCOPES') ?? 'openid profile watsons roles offline_access',
      allowEmbeddedInProduction: get('EMBEDDED_IDP_IN_PRODUCTION') === 'true',
    },
    softphoneUrl: get('SOFTPHONE_URL'),
    externalLinks: {
      smsReport: get('SMS_REPORT_URL'),
      cardAnalytics: get('CARD_ANALYTICS_URL'),
      backOffice: get('BACK_OFFICE_URL'),
      onlineShopBackOffice: get('ONLINE_SHOP_BACK_OFFICE_URL'),
    },
    businessTimeZone: get('TZ_BUSINESS') ?? 'Europe/Istanbul',
    autoFlag: {
      complaintThreshold: positiveInteger(get('AUTO_FLAG_COMPLAINTS'), 3),
      windowDays: positiveInteger(get('AUTO_FLAG_DAYS'), 90),
      complaintTypeName: get('AUTO_FLAG_COMPLAINT_TYPE') ?? 'Şikayet',
    },
    files: {
      dir: path.resolve(
        ROOT_DIR,
        get('FILES_DIR') ?? path.join(get('DATA_DIR') ?? 'data', 'files'),
      ),
      maxFileMb: positiveInteger(get('MAX_FILE_MB'), DEFAULT_MAX_FILE_MB),
      s3: loadS3(get),
    },
    notifications: loadNotifications(get),
    shutdown: {
      delayMs: nonNegativeInteger(get('SHUTDOWN_DELAY_MS'), 0),
      graceMs: positiveInteger(get('SHUTDOWN_GRACE_MS'), 25_000),
    },
    rateLimit: {
      requests: positiveInteger(get('API_RATE_LIMIT'), 300),
      windowSeconds: positiveInteger(get('API_RATE_WINDOW_SECONDS'), 10),
    },
    brand: get('BRAND') ?? 'watsons',
    logLevel: get('LOG_LEVEL') ?? 'info',
    isProduction,
    demoData: demoDataMode(get('DEMO_DATA')?.toLowerCase(), isProduction),
  };
}
