import { describe, expect, it } from 'vitest';
import { readReturnTo, signinStateFor } from './return-to';

describe('readReturnTo', () => {
  it('returns the saved in-app path with its query and hash', () => {
    expect(readReturnTo({ returnTo: '/customers/byid/7?tab=2#x' })).toBe(
      '/customers/byid/7?tab=2#x',
    );
  });

  it('defaults to / without a usable state', () => {
    expect(readReturnTo(undefined)).toBe('/');
    expect(readReturnTo(null)).toBe('/');
    expect(readReturnTo('text')).toBe('/');
    expect(readReturnTo({})).toBe('/');
    expect(readReturnTo({ returnTo: 42 })).toBe('/');
  });

  it('refuses other sites and paths that would loop into sign-in', () => {
    expect(readReturnTo({ returnTo: 'https://evil.example/' })).toBe('/');
    expect(readReturnTo({ returnTo: '//evil.example/' })).toBe('/');
    expect(readReturnTo({ returnTo: '/\\evil.example/' })).toBe('/');
    expect(readReturnTo({ returnTo: '/account/signed-in-callback?code=1' })).toBe('/');
    expect(readReturnTo({ returnTo: '/error/unauthorized' })).toBe('/');
  });

  it('builds a safe state for sign-in', () => {
    expect(signinStateFor('/tickets/allTickets')).toEqual({ returnTo: '/tickets/allTickets' });
    expect(signinStateFor('https://x')).toEqual({ returnTo: '/' });
  });
});
