import { describe, expect, it } from 'vitest';
import { isTypingTarget, type KeyPress, matchShortcut, SHORTCUTS } from './shortcut-table';

const NO_MODIFIERS = { altKey: false, shiftKey: false, ctrlKey: false, metaKey: false };
const altShift = (code: string, key = code.slice(-1)): KeyPress => ({
  ...NO_MODIFIERS,
  altKey: true,
  shiftKey: true,
  code,
  key,
});
const element = (tagName: string, attributes: Record<string, string> = {}) => ({
  tagName,
  isContentEditable: false,
  getAttribute: (name: string) => attributes[name] ?? null,
});
const BODY = element('BODY');

describe('matchShortcut', () => {
  it('finds each Alt+Shift shortcut by its physical key, whatever character it prints', () => {
    expect(matchShortcut(altShift('KeyM'), BODY)?.id).toBe('my-tickets');
    expect(matchShortcut(altShift('KeyF'), BODY)?.id).toBe('focus-filter');
    // macOS's Option prints another character; the physical key stays KeyN.
    expect(matchShortcut(altShift('KeyN', '˜'), BODY)?.id).toBe('new-ticket');
    expect(matchShortcut(altShift('KeyP'), BODY)?.id).toBe('softphone');
    expect(matchShortcut(altShift('KeyH'), BODY)?.id).toBe('help');
  });

  it("opens the help with '?' typed with or without Shift, never with Alt, Ctrl or Meta", () => {
    const question = { ...NO_MODIFIERS, key: '?', code: 'Minus' };
    expect(matchShortcut(question, BODY)?.id).toBe('help');
    expect(matchShortcut({ ...question, shiftKey: true }, BODY)?.id).toBe('help');
    expect(matchShortcut({ ...question, altKey: true }, BODY)).toBeNull();
    expect(matchShortcut({ ...question, ctrlKey: true }, BODY)).toBeNull();
    expect(matchShortcut({ ...question, metaKey: true }, BODY)).toBeNull();
  });

  it('needs both Alt and Shift, and no Ctrl or Meta (those belong to the browser)', () => {
    expect(matchShortcut({ ...altShift('KeyM'), shiftKey: false }, BODY)).toBeNull();
    expect(matchShortcut({ ...altShift('KeyM'), altKey: false }, BODY)).toBeNull();
    expect(matchShortcut({ ...altShift('KeyM'), ctrlKey: true }, BODY)).toBeNull();
    expect(matchShortcut({ ...altShift('KeyM'), metaKey: true }, BODY)).toBeNull();
    expect(matchShortcut({ ...NO_MODIFIERS, key: 'm', code: 'KeyM' }, BODY)).toBeNull();
    expect(matchShortcut(altShift('KeyX'), BODY)).toBeNull();
  });

  it('does nothing while the user types in a field, or for a key held down', () => {
    for (const target of [
      element('INPUT'),
      element('textarea'),
      element('SELECT'),
      element('DIV', { role: 'combobox' }),
      element('SPAN', { role: 'textbox' }),
      { tagName: 'DIV', isContentEditable: true },
    ]) {
      expect(matchShortcut(altShift('KeyM'), target)).toBeNull();
      expect(matchShortcut({ ...NO_MODIFIERS, key: '?', code: 'Minus' }, target)).toBeNull();
    }
    expect(matchShortcut({ ...altShift('KeyM'), repeat: true }, BODY)).toBeNull();
    // A button, a radio or a check box is not a field: the shortcut works there.
    expect(matchShortcut(altShift('KeyM'), element('BUTTON'))?.id).toBe('my-tickets');
    for (const type of ['radio', 'checkbox', 'button']) {
      expect(matchShortcut(altShift('KeyM'), { ...element('INPUT'), type })?.id).toBe('my-tickets');
    }
    expect(matchShortcut(altShift('KeyM'), { ...element('INPUT'), type: 'search' })).toBeNull();
    expect(matchShortcut(altShift('KeyM'), null)?.id).toBe('my-tickets');
  });
});

describe('the shortcut table', () => {
  it('gives every chord to one shortcut only, and each a label and a description', () => {
    const chords = SHORTCUTS.flatMap((shortcut) => shortcut.chords.map((c) => JSON.stringify(c)));
    expect(new Set(chords).size).toBe(chords.length);
    for (const shortcut of SHORTCUTS) {
      expect(shortcut.keysLabel).not.toBe('');
      expect(shortcut.description).not.toBe('');
    }
  });

  it('knows a plain element is not a field', () => {
    expect(isTypingTarget(element('A'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
