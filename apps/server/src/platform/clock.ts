/** Where the server reads the time, so tests can fix it. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stays where it is put; tests move it by hand. */
export function fixedClock(start: Date): Clock & { set(date: Date): void } {
  let current = start;
  return {
    now: () => new Date(current),
    set(date: Date) {
      current = date;
    },
  };
}
