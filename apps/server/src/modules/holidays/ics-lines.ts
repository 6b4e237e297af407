/*
 * The line level of iCalendar (RFC 5545 §3.1): physical lines end in CRLF (LF or CR alone are
 * taken too), a line that starts with a space or a tab continues the one before it ("folding"),
 * and each unfolded line is `NAME *(;PARAM=value) : value`.
 */

/** An unfolded line and the physical line it starts on (1-based), for messages. */
export type IcsLine = { line: number; text: string };

/** A content line: its name in upper case, its parameters (names in upper case), its value. */
export type IcsContentLine = {
  line: number;
  name: string;
  params: Readonly<Record<string, string>>;
  value: string;
};

/** Splits the text into unfolded lines; empty lines are dropped. */
export function unfoldLines(text: string): IcsLine[] {
  const physical = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const lines: IcsLine[] = [];
  physical.forEach((raw, index) => {
    const last = lines.at(-1);
    if ((raw.startsWith(' ') || raw.startsWith('\t')) && last) {
      // The fold is the line break plus exactly one white space character.
      last.text += raw.slice(1);
    } else if (raw.trim() !== '') {
      lines.push({ line: index + 1, text: raw });
    }
  });
  return lines;
}

const NAME_PATTERN = /^[A-Za-z0-9-]+$/;

/**
 * Reads `NAME;PARAM=a;PARAM2="b:c":value`. Quoted parameter values may hold ':' and ';'. Null
 * when the line has no ':' outside quotes or a name that is not a name: the line is broken.
 */
export function parseContentLine({ line, text }: IcsLine): IcsContentLine | null {
  let inQuotes = false;
  let colon = -1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') inQuotes = !inQuotes;
    else if (char === ':' && !inQuotes) {
      colon = i;
      break;
    }
  }
  if (colon <= 0) return null;
  const [name = '', ...rawParams] = splitOutsideQuotes(text.slice(0, colon), ';');
  if (!NAME_PATTERN.test(name)) return null;
  const params: Record<string, string> = {};
  for (const raw of rawParams) {
    const equals = raw.indexOf('=');
    if (equals <= 0) return null;
    params[raw.slice(0, equals).toUpperCase()] = raw.slice(equals + 1).replace(/^"(.*)"$/, '$1');
  }
  return { line, name: name.toUpperCase(), params, value: text.slice(colon + 1) };
}

function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  let inQuotes = false;
  for (const char of text) {
    if (char === '"') inQuotes = !inQuotes;
    if (char === separator && !inQuotes) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

/** A TEXT value as written (RFC 5545 §3.3.11): `\\`, `\;`, `\,` and `\n` unescaped. */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) =>
    char === 'n' || char === 'N' ? ' ' : char,
  );
}

/** A list of TEXT values (CATEGORIES): split on commas that are not escaped. */
export function splitTextList(value: string): string[] {
  const items: string[] = [];
  let current = '';
  for (let i = 0; i < value.length; i++) {
    const char = value[i] as string;
    if (char === '\\' && i + 1 < value.length) {
      current += char + value[i + 1];
      i++;
    } else if (char === ',') {
      items.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  items.push(current);
  return items.map((item) => unescapeText(item).trim()).filter((item) => item !== '');
}
