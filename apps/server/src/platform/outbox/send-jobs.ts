import type { JobDefinition } from '../queue/job-queue.ts';
import type { SealedDb } from '../sealed-db.ts';
import { PermanentDeliveryError, type Transport } from './delivery.ts';
import {
  claimForSending,
  markAttemptFailed,
  markDead,
  markSent,
  requeueMessage,
} from './repository.ts';
import type { OutboxSendSettings } from './send-settings.ts';

export const OUTBOX_SEND_JOB = 'outbox-send';
export const OUTBOX_DEAD_JOB = 'outbox-send-dead';

/** What a send job carries: the message and the round it delivers. */
export type SendJobData = { messageId: string; round: number };

/** The transports configured on this instance; a channel without one is not sent from here. */
export type Transports = { mail?: Transport; sms?: Transport };

/** A job's jobs are kept this long even when no worker runs (30 days), so none expires unsent. */
const RETENTION_SECONDS = 30 * 24 * 3600;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One attempt at a message: claim it for this round, send it through its channel's transport,
 * record the outcome. A temporary failure throws, so the queue retries with back-off; a
 * permanent one marks the message dead at once.
 */
async function sendOne(
  db: SealedDb,
  transports: Transports,
  settings: OutboxSendSettings,
  data: SendJobData,
) {
  const claim = await claimForSending(db, data.messageId, data.round, settings.sendTimeoutSeconds);
  if (claim.kind === 'settled') return undefined;
  if (claim.kind === 'busy') throw new Error('Mesaj başka bir denemede gönderiliyor.');
  const { message } = claim;
  const transport = transports[message.channel as keyof Transports];
  if (!transport) {
    // This instance cannot send the channel (its settings changed): back to the queue.
    await requeueMessage(db, message.id, ['sending']);
    return undefined;
  }
  try {
    const response = await transport.send({
      messageId: message.id,
      recipients: message.recipients,
      subject: message.subject,
      text: message.body,
      html: message.html,
    });
    await markSent(db, message.id, data.round, response);
    return undefined;
  } catch (error) {
    const isPermanent = error instanceof PermanentDeliveryError;
    await markAttemptFailed(db, message.id, data.round, {
      reason: reasonOf(error),
      state: isPermanent ? 'dead' : 'failed',
    });
    if (isPermanent) return undefined;
    throw error;
  }
}

/**
 * The outbox's two queue jobs: sending (retries with back-off, then the dead letter queue) and
 * the dead letter, which marks a message whose retries ran out dead.
 */
export function outboxJobs(deps: {
  db: SealedDb;
  transports: Transports;
  settings: OutboxSendSettings;
}): JobDefinition[] {
  const { settings } = deps;
  const send: JobDefinition<SendJobData> = {
    name: OUTBOX_SEND_JOB,
    batchSize: settings.batchSize,
    queue: {
      retryLimit: settings.maxAttempts - 1,
      retryDelay: settings.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: settings.retryDelayMaxSeconds,
      expireInSeconds: settings.sendTimeoutSeconds,
      retentionSeconds: RETENTION_SECONDS,
      deadLetter: OUTBOX_DEAD_JOB,
    },
    handle: (job) => sendOne(deps.db, deps.transports, settings, job.data),
  };
  const dead: JobDefinition<SendJobData> = {
    name: OUTBOX_DEAD_JOB,
    queue: { retentionSeconds: RETENTION_SECONDS },
    handle: async (job) => {
      await markDead(deps.db, job.data.messageId, job.data.round);
      return undefined;
    },
  };
  return [send as JobDefinition, dead as JobDefinition];
}
