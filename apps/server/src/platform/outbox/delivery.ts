/** One message as a transport sends it. */
export type Delivery = {
  /** The outbox row's id: the mail's Message-ID and the SMS's idempotency key carry it. */
  messageId: string;
  recipients: string[];
  subject: string | null;
  text: string;
  html: string | null;
};

/** A mail or SMS transport: answers what the far side said, or throws. */
export type Transport = {
  send(delivery: Delivery): Promise<string>;
  close(): Promise<void>;
};

/**
 * A failure no retry will mend (a refused address, an invalid number): the message goes dead at
 * once instead of being tried again.
 */
export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
}
