import type { SpecCall } from './spec-call.ts';
import { PART_1_CALLS } from './spec-calls-part-1.ts';
import { PART_2_ADMINISTRATION_CALLS } from './spec-calls-part-2-administration.ts';
import { PART_2_HIERARCHY_CALLS } from './spec-calls-part-2-hierarchy.ts';
import { PART_2_TICKET_CALLS } from './spec-calls-part-2-tickets.ts';

/** Every call of the spec's two call lists, in the order they run (docs/spec-map.md, Calls). */
export const SPEC_CALLS: readonly SpecCall[] = [
  ...PART_1_CALLS,
  ...PART_2_TICKET_CALLS,
  ...PART_2_HIERARCHY_CALLS,
  ...PART_2_ADMINISTRATION_CALLS,
];
