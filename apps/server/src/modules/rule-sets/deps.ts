import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db.ts';
import type { BusinessClockSource } from '../sla/index.ts';

/** What the rule set administration needs: the database, and "now" on both clocks. */
export type RuleSetDeps = { db: Database; clock: Clock; businessClocks: BusinessClockSource };
