import { type Delivery, PermanentDeliveryError, type Transport } from '../outbox/delivery.ts';
import { normalizeMobilePhone } from './phone.ts';

export type SmsHttpSettings = {
  url: string;
  /** Sent as `Authorization: Bearer <token>` when set. */
  token?: string;
  /**
   * The JSON body, with `{{to}}` (the number, +90…), `{{text}}` and `{{id}}` (the idempotency
   * key) filled in as JSON string contents.
   */
  bodyTemplate: string;
};

export const DEFAULT_SMS_BODY_TEMPLATE = '{"to":"{{to}}","text":"{{text}}","id":"{{id}}"}';

const TIMEOUT_MS = 15_000;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? JSON.stringify(values[name]).slice(1, -1) : whole,
  );
}

/** 4xx means the provider refuses this message for good, except a timeout or a rate limit. */
function isPermanentStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * SMS through an HTTP provider (docs/domain.md §17): one POST per number, the body from the
 * configured template, the outbox id as `Idempotency-Key` so a repeat after a crash can be
 * recognised by the provider.
 */
export function createHttpSmsProvider(settings: SmsHttpSettings): Transport {
  return {
    async send(delivery: Delivery) {
      const answers: string[] = [];
      for (const recipient of delivery.recipients) {
        const to = normalizeMobilePhone(recipient);
        if (!to) throw new PermanentDeliveryError(`Geçersiz cep telefonu numarası: ${recipient}`);
        const response = await fetch(settings.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': `${delivery.messageId}:${to}`,
            ...(settings.token ? { authorization: `Bearer ${settings.token}` } : {}),
          },
          body: fill(settings.bodyTemplate, { to, text: delivery.text, id: delivery.messageId }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const answer = (await response.text()).slice(0, 300);
        if (!response.ok) {
          const reason = `SMS sağlayıcısı ${response.status} döndü: ${answer}`;
          if (isPermanentStatus(response.status)) throw new PermanentDeliveryError(reason);
          throw new Error(reason);
        }
        answers.push(`${response.status} ${answer}`.trim());
      }
      return answers.join('\n');
    },
    async close() {},
  };
}
