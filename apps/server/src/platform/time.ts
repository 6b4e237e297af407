const FILTER_DATE_PATTERN = /^(\d{4})[.-](\d{2})[.-](\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** Minutes to add to UTC to get the wall-clock time of `timeZone` at `instant`. */
export function timeZoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((wallClock - instant.getTime()) / 60_000);
}

/**
 * Reads a wall-clock date-time of the business time zone ('YYYY.MM.DD HH:mm', the list filters'
 * format, or ISO 'YYYY-MM-DD[THH:mm]'); a full ISO instant with a zone is taken as it is.
 */
export function parseBusinessDateTime(text: string, timeZone: string): Date | null {
  const match = FILTER_DATE_PATTERN.exec(text.trim());
  if (!match) {
    if (!/[zZ]|[+-]\d{2}:?\d{2}$/.test(text)) return null;
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const probe = new Date(asUtc);
  if (probe.getUTCMonth() !== Number(mo) - 1 || probe.getUTCDate() !== Number(d)) return null;
  const offset = timeZoneOffsetMinutes(probe, timeZone);
  return new Date(asUtc - offset * 60_000);
}

/** Offsets by zone and quarter hour: zone rules change on quarter hours at the finest. */
const offsetCache = new Map<string, number>();
const QUARTER_HOUR_MS = 15 * 60_000;

function cachedOffsetMinutes(instant: Date, timeZone: string): number {
  const key = `${timeZone}|${Math.floor(instant.getTime() / QUARTER_HOUR_MS)}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    if (offsetCache.size > 50_000) offsetCache.clear();
    offset = timeZoneOffsetMinutes(instant, timeZone);
    offsetCache.set(key, offset);
  }
  return offset;
}

/** The business time zone's wall clock at `instant`, as the UTC milliseconds of those fields. */
export function businessWallClockMs(instant: Date, timeZone: string): number {
  return instant.getTime() + cachedOffsetMinutes(instant, timeZone) * 60_000;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * DD.MM.YYYY HH:mm in the business time zone, as screens and files show dates. The zone's offset
 * is looked up once per quarter hour: an Excel file formats two dates for each of its rows.
 */
export function formatBusinessDateTime(instant: Date, timeZone: string): string {
  const wall = new Date(businessWallClockMs(instant, timeZone));
  return `${pad(wall.getUTCDate())}.${pad(wall.getUTCMonth() + 1)}.${wall.getUTCFullYear()} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}
