// Apart from the send jobs: the configuration reads the defaults without loading the queries.

/** How hard the queue tries (docs/domain.md §17 Delivery). */
export type OutboxSendSettings = {
  /** Attempts of one round before the message is dead. */
  maxAttempts: number;
  /** The first retry's delay; each further one about doubles, up to the maximum. */
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  /** How long one attempt may take before the queue hands its job to another worker. */
  sendTimeoutSeconds: number;
  /** Messages a worker sends side by side. */
  batchSize: number;
};

export const DEFAULT_OUTBOX_SEND_SETTINGS: OutboxSendSettings = {
  maxAttempts: 8,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 3600,
  sendTimeoutSeconds: 120,
  // Measured in docs/performance.md: 25 side by side beat 10 on PostgreSQL (5 SMTP connections).
  batchSize: 25,
};
