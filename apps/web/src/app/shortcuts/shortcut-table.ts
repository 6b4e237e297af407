/**
 * The keyboard shortcuts of the signed-in pages, in one table read by both the key handler and
 * the help dialog (docs/domain.md §22). Alt+Shift+letter, matched on the physical key
 * (`code`), so that the Turkish layout and macOS's Option characters do not change them; plain
 * Ctrl+letter belongs to the browser and Insert / Caps Lock combinations to screen readers.
 */

export type ShortcutId = 'my-tickets' | 'focus-filter' | 'new-ticket' | 'softphone' | 'help';

/** One way to press a shortcut: Alt+Shift with a letter key, or a printed character alone. */
type Chord = { altShiftCode: string } | { key: string };

export type Shortcut = {
  id: ShortcutId;
  chords: readonly Chord[];
  /** What the help dialog shows for the keys, e.g. 'Alt + Shift + M'. */
  keysLabel: string;
  description: string;
};

export const SHORTCUTS: readonly Shortcut[] = [
  {
    id: 'my-tickets',
    chords: [{ altShiftCode: 'KeyM' }],
    keysLabel: 'Alt + Shift + M',
    description: 'Biletlerim sayfasına git',
  },
  {
    id: 'focus-filter',
    chords: [{ altShiftCode: 'KeyF' }],
    keysLabel: 'Alt + Shift + F',
    description: 'Listenin ilk filtre alanına git',
  },
  {
    id: 'new-ticket',
    chords: [{ altShiftCode: 'KeyN' }],
    keysLabel: 'Alt + Shift + N',
    description: 'Müşteri sayfasında Yeni Bilet formunu aç',
  },
  {
    id: 'softphone',
    chords: [{ altShiftCode: 'KeyP' }],
    keysLabel: 'Alt + Shift + P',
    description: 'Softphone panelini aç ve panele geç',
  },
  {
    id: 'help',
    chords: [{ key: '?' }, { altShiftCode: 'KeyH' }],
    keysLabel: '? veya Alt + Shift + H',
    description: 'Klavye kısayollarını göster',
  },
];

/** What the matcher reads of a keydown event. */
export type KeyPress = {
  key: string;
  code: string;
  altKey: boolean;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  repeat?: boolean;
};

/** What the matcher reads of the element the key was pressed in. */
export type KeyTarget = {
  tagName?: string;
  /** An input's type: a box or a button takes no typing. */
  type?: string;
  isContentEditable?: boolean;
  getAttribute?: (name: string) => string | null;
} | null;

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
const NON_TYPING_INPUTS = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'file',
  'range',
  'color',
  'image',
]);
const TYPING_ROLES = new Set(['textbox', 'combobox', 'searchbox', 'spinbutton']);

/** True while the user types in a field: a shortcut there would eat a character or a choice. */
export function isTypingTarget(target: KeyTarget): boolean {
  if (!target) return false;
  const tag = target.tagName?.toUpperCase() ?? '';
  if (tag === 'INPUT' && NON_TYPING_INPUTS.has(target.type?.toLowerCase() ?? 'text')) return false;
  if (TYPING_TAGS.has(tag)) return true;
  if (target.isContentEditable) return true;
  const role = target.getAttribute?.('role');
  return role ? TYPING_ROLES.has(role) : false;
}

function chordMatches(chord: Chord, press: KeyPress): boolean {
  if (press.ctrlKey || press.metaKey) return false;
  if ('altShiftCode' in chord) {
    return press.altKey && press.shiftKey && press.code === chord.altShiftCode;
  }
  // A printed character: with Shift if the layout needs it ('?'), never with Alt.
  return !press.altKey && press.key === chord.key;
}

/** The shortcut a key press asks for, or null (while typing, held down, or no match). */
export function matchShortcut(press: KeyPress, target: KeyTarget): Shortcut | null {
  if (press.repeat || isTypingTarget(target)) return null;
  return SHORTCUTS.find((shortcut) => shortcut.chords.some((c) => chordMatches(c, press))) ?? null;
}

/** Marks the element a shortcut acts on, e.g. the customer page's 'Yeni Bilet' button. */
export const SHORTCUT_TARGET_ATTRIBUTE = 'data-shortcut-target';

/** A list's filter card: a form whose accessible name ends in 'filtreleri', in the page body. */
export const LIST_FILTER_SELECTOR = 'main form[aria-label$="filtreleri"]';
