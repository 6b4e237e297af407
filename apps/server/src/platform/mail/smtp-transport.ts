import nodemailer from 'nodemailer';
import { type Delivery, PermanentDeliveryError, type Transport } from '../outbox/delivery.ts';

export type MailSettings = {
  /** smtp://user:pass@host:port (smtps:// for TLS from the start); `?ignoreTLS=true` skips STARTTLS. */
  url: string;
  fromName: string;
  fromAddress: string;
};

/** Timeouts stay well below the queue's expiry, so a send never outlives its job. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function connectionOptions(settings: MailSettings) {
  const url = new URL(settings.url);
  const secure = url.protocol === 'smtps:';
  return {
    pool: true as const,
    maxConnections: 5,
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    ignoreTLS: url.searchParams.get('ignoreTLS') === 'true',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    ...TIMEOUTS,
  };
}

/** An SMTP answer in the 5xx range refuses for good (except a sign-in problem, which an operator fixes). */
function isPermanent(error: unknown): boolean {
  const { responseCode, code } = error as { responseCode?: number; code?: string };
  return typeof responseCode === 'number' && responseCode >= 500 && code !== 'EAUTH';
}

/**
 * Mail through SMTP with nodemailer (docs/domain.md §17): one pooled connection set per
 * instance; each message carries its outbox id as Message-ID, so a copy sent twice after a
 * crash is recognisably the same message.
 */
export function createSmtpTransport(settings: MailSettings): Transport {
  const transporter = nodemailer.createTransport(connectionOptions(settings));
  const domain = settings.fromAddress.split('@')[1] ?? 'localhost';
  return {
    async send(delivery: Delivery) {
      try {
        const info = await transporter.sendMail({
          from: { name: settings.fromName, address: settings.fromAddress },
          to: delivery.recipients,
          subject: delivery.subject ?? '',
          text: delivery.text,
          html: delivery.html ?? undefined,
          messageId: `<${delivery.messageId}@${domain}>`,
        });
        return info.response;
      } catch (error) {
        if (isPermanent(error)) {
          throw new PermanentDeliveryError(error instanceof Error ? error.message : String(error));
        }
        throw error;
      }
    },
    async close() {
      transporter.close();
    },
  };
}
