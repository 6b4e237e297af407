import type { Delivery, Transport } from '../outbox/delivery.ts';
import { normalizeMobilePhone } from './phone.ts';

/**
 * An SMS "provider" that writes each message to the server log (`SMS_PROVIDER=log`): for
 * development and demos, where no SMS may leave the machine. Chosen explicitly; without any SMS
 * setting messages stay queued instead.
 */
export function createLoggingSmsProvider(log: {
  info(object: object, message: string): void;
}): Transport {
  return {
    async send(delivery: Delivery) {
      const to = delivery.recipients.map((raw) => normalizeMobilePhone(raw) ?? raw);
      log.info({ to, text: delivery.text, messageId: delivery.messageId }, 'SMS (log provider)');
      return `logged to ${to.join(', ')}`;
    },
    async close() {},
  };
}
