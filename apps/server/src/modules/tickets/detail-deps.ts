import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db.ts';
import type { AutoFlagSettings } from '../customers/auto-flag.ts';
import type { FileStore } from '../documents/file-store.ts';
import type { BusinessClockSource } from '../sla/calendar.ts';

/** What the calls of the ticket detail page need (registered in app.ts). */
export type TicketDetailDeps = {
  db: Database;
  clock: Clock;
  businessClocks: BusinessClockSource;
  timeZone: string;
  files: FileStore;
  maxFileMb: number;
  autoFlag: AutoFlagSettings;
};
