import type { Clock } from '../../platform/clock.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import type { AutoFlagSettings } from '../customers/index.ts';
import type { BusinessClockSource } from '../sla/index.ts';

/**
 * Everything the ticket calls need, built once in app.ts. Each service takes the part it uses
 * (`Pick<TicketsDeps, 'db' | 'clock'>`), so a test or another caller hands over only that.
 */
export type TicketsDeps = {
  db: SealedDb;
  clock: Clock;
  /** The business calendar the SLA clock counts in. */
  businessClocks: BusinessClockSource;
  /** The business time zone: Excel dates and mail texts are written in it. */
  timeZone: string;
  /** Where the ticket files are stored. */
  files: FileStore;
  /** The largest file a ticket takes, in MB. */
  maxFileMb: number;
  /** The product's public origin: notification mails link to tickets there. */
  publicUrl: string;
  /** When a customer is flagged automatically for repeated tickets. */
  autoFlag: AutoFlagSettings;
};
