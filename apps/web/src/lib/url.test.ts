import { describe, expect, it } from 'vitest';
import { withQueryParam } from './url';

describe('withQueryParam', () => {
  it('starts a query, or extends the one there, keeping the fragment', () => {
    expect(withQueryParam('https://a.test/x', 'phone', '05321234567')).toBe(
      'https://a.test/x?phone=05321234567',
    );
    expect(withQueryParam('https://a.test/x?a=1', 'phone', '0532')).toBe(
      'https://a.test/x?a=1&phone=0532',
    );
    expect(withQueryParam('https://a.test/x?', 'phone', '0532')).toBe(
      'https://a.test/x?phone=0532',
    );
    expect(withQueryParam('https://a.test/x#h', 'phone', '0532')).toBe(
      'https://a.test/x?phone=0532#h',
    );
  });

  it('encodes the value', () => {
    expect(withQueryParam('https://a.test/', 'q', 'a b&c')).toBe('https://a.test/?q=a%20b%26c');
  });

  it('extends an existing query and encodes the value', () => {
    expect(withQueryParam('https://a.test/x?a=1', 'q', 'a b')).toBe('https://a.test/x?a=1&q=a%20b');
    expect(withQueryParam('https://a.test/x?', 'q', '1')).toBe('https://a.test/x?q=1');
  });
});
