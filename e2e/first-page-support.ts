import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const DIST = path.resolve(import.meta.dirname, '../apps/web/dist');

/** Notes in the page the wall-clock time at which the ticket list's first row appears. */
export const MARK_FIRST_ROW = `
  new MutationObserver(() => {
    if (!window.firstRowAt && document.querySelector('[data-testid="ticket-list-row"]')) {
      window.firstRowAt = Date.now();
    }
  }).observe(document, { childList: true, subtree: true });`;

/** The size of a built script gzipped (its .gz copy): the measure of issue 24's goal. */
function gzipSize(url: string): number {
  const file = path.join(DIST, new URL(url).pathname);
  for (const candidate of [`${file}.gz`, file]) {
    if (fs.existsSync(candidate)) return fs.statSync(candidate).size;
  }
  return 0;
}

export type ScriptCount = {
  /** Bytes received for them (encodedDataLength: the encoded body and the headers). */
  transferredBytes: number;
  /** The same scripts gzipped. */
  gzipBytes: number;
  /** Scripts that came over the network. */
  fromNetwork: string[];
  /** Scripts the service worker answered. */
  fromWorker: number;
};

/**
 * Counts the scripts of the page's own frame (not the softphone's, the telephony provider's page)
 * asked for before the list's first row showed (MARK_FIRST_ROW must be an init script), as
 * Chromium's network layer saw them. Call the returned function once the row is visible.
 */
export async function countScripts(page: Page): Promise<() => Promise<ScriptCount>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const { frameTree } = await cdp.send('Page.getFrameTree');
  const urls = new Map<string, string>();
  const requestedAt = new Map<string, number>();
  const workerAnswered = new Set<string>();
  const bytes = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type !== 'Script' || event.frameId !== frameTree.frame.id) return;
    urls.set(event.requestId, event.request.url);
    requestedAt.set(event.requestId, event.wallTime * 1000);
  });
  cdp.on('Network.responseReceived', (event) => {
    if (event.response.fromServiceWorker) workerAnswered.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    bytes.set(event.requestId, event.encodedDataLength);
  });
  return async () => {
    const firstRowAt = Number(await page.evaluate('window.firstRowAt'));
    await cdp.detach();
    const count: ScriptCount = {
      transferredBytes: 0,
      gzipBytes: 0,
      fromNetwork: [],
      fromWorker: 0,
    };
    for (const [id, url] of urls) {
      // Asked for after the row showed (the filter card, say): it did not delay the row.
      if ((requestedAt.get(id) ?? 0) > firstRowAt) continue;
      if (workerAnswered.has(id)) {
        count.fromWorker += 1;
        continue;
      }
      const received = bytes.get(id) ?? 0;
      if (received === 0) continue; // from the HTTP cache
      count.transferredBytes += received;
      count.gzipBytes += gzipSize(url);
      count.fromNetwork.push(url);
    }
    return count;
  };
}
