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

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** DD.MM.YYYY HH:mm in the business time zone, as screens and files show dates. */
export function formatBusinessDateTime(instant: Date, timeZone: string): string {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    dateTimeFormats.set(timeZone, format);
  }
  const part = (type: string, parts: Intl.DateTimeFormatPart[]) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const parts = format.formatToParts(instant);
  return `${part('day', parts)}.${part('month', parts)}.${part('year', parts)} ${part('hour', parts)}:${part('minute', parts)}`;
}
