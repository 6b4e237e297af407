import type { Clock } from '../../platform/clock.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import type { BusinessClockSource } from '../sla/index.ts';

/** What the rule set administration needs: the database, and "now" on both clocks. */
export type RuleSetDeps = { db: SealedDb; clock: Clock; businessClocks: BusinessClockSource };
