import { formatBusinessDateTime } from '../platform/time.ts';

/**
 * How failed password sign-ins slow down further tries (docs/domain.md §9, "Sign-in limits").
 * The first `freeFailures` failures cost nothing; each further one blocks the key for a delay
 * that doubles (2 s, 4 s, 8 s …); from `lockAfter` failures on, every failure locks it for
 * `lockMinutes`. A key forgets its failures `forgetAfterMinutes` after the last one.
 */
export type LimitRule = {
  freeFailures: number;
  lockAfter: number;
  lockMinutes: number;
  forgetAfterMinutes: number;
};

/** One account name, whether it exists or not; a successful sign-in clears it. */
export const ACCOUNT_RULE: LimitRule = {
  freeFailures: 3,
  lockAfter: 10,
  lockMinutes: 15,
  forgetAfterMinutes: 24 * 60,
};

/** One client address, over every account: an office behind one address makes typos too. */
export const ADDRESS_RULE: LimitRule = {
  freeFailures: 20,
  lockAfter: 50,
  lockMinutes: 15,
  forgetAfterMinutes: 60,
};

/** How long a key stays blocked after its `failures`-th failure in a row, in milliseconds. */
export function blockMillisAfter(rule: LimitRule, failures: number): number {
  const lockMillis = rule.lockMinutes * 60_000;
  if (failures >= rule.lockAfter) return lockMillis;
  if (failures <= rule.freeFailures) return 0;
  return Math.min(1000 * 2 ** (failures - rule.freeFailures), lockMillis);
}

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (address: string) => `address:${address}`;

/**
 * 'Çok fazla başarısız deneme. 14:32'den sonra tekrar deneyin.' in the business time zone, with
 * seconds when the wait is under a minute (a minute alone would name the current one).
 */
export function tryAgainMessage(until: Date, now: Date, timeZone: string): string {
  const hourMinute = formatBusinessDateTime(until, timeZone).slice(-5);
  const showSeconds = until.getTime() - now.getTime() < 60_000;
  const seconds = String(until.getUTCSeconds()).padStart(2, '0');
  const time = showSeconds ? `${hourMinute}:${seconds}` : hourMinute;
  return `Çok fazla başarısız deneme. ${time}'${ablativeSuffix(time)} sonra tekrar deneyin.`;
}

// The suffix follows the last word read aloud: "on dört" → 'ten', "otuz iki" → 'den'.
const BY_LAST_DIGIT = ['', 'den', 'den', 'ten', 'ten', 'ten', 'dan', 'den', 'den', 'dan'];
const BY_TENS = ['', 'dan', 'den', 'dan', 'tan', 'den'];

/** The ablative suffix of a clock time as Turkish reads it ("14:00" is read "on dört"). */
export function ablativeSuffix(time: string): string {
  const parts = time.split(':').map(Number);
  const spoken = [...parts]
    .reverse()
    .find((part, index) => part !== 0 || index === parts.length - 1);
  const value = spoken ?? 0;
  if (value === 0) return 'dan'; // "sıfır"
  if (value % 10 !== 0) return BY_LAST_DIGIT[value % 10] ?? 'den';
  return BY_TENS[value / 10] ?? 'den';
}
