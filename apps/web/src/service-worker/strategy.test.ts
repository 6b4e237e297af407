import { describe, expect, it } from 'vitest';
import { CACHE_PREFIX, isStaleCache, strategyFor } from './strategy';

const ORIGIN = 'https://ccms.example';
const get = (url: string, mode = 'cors') => ({ url, method: 'GET', mode });

describe('the service worker strategy', () => {
  it('serves the hashed assets of its own origin from the cache first', () => {
    expect(strategyFor(get(`${ORIGIN}/assets/main-Bff-RoCc.js`), ORIGIN)).toBe('cache-first');
    expect(strategyFor(get(`${ORIGIN}/assets/main-CkXYL-lI.css`, 'no-cors'), ORIGIN)).toBe(
      'cache-first',
    );
  });

  it('leaves API answers, sign-in, navigations and other origins to the network', () => {
    for (const request of [
      get(`${ORIGIN}/api/ticket/gettickets`),
      { url: `${ORIGIN}/api/ticket/gettickets`, method: 'POST', mode: 'cors' },
      get(`${ORIGIN}/oidc/auth?client_id=x`),
      get(`${ORIGIN}/tickets/ticketsofcurrentuser`, 'navigate'),
      get(`${ORIGIN}/`, 'navigate'),
      get(`${ORIGIN}/service-worker.js`),
      get('https://softphone.example/assets/app.js'),
    ]) {
      expect(strategyFor(request, ORIGIN), request.url).toBe('network');
    }
  });

  it('drops the caches of earlier builds only', () => {
    const current = `${CACHE_PREFIX}new`;
    expect(isStaleCache(`${CACHE_PREFIX}old`, current)).toBe(true);
    expect(isStaleCache(current, current)).toBe(false);
    expect(isStaleCache('someone-else', current)).toBe(false);
  });
});
