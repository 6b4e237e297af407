import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CLOCK_CHANGES, SHARED_TICKETS } from './support.ts';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
// One fresh product per run: its own embedded database, keys and demo data. Workers re-read
// this file, so the directory is chosen once and handed down through the environment.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-e2e-'));

function inheritedEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two lanes on the 2-core machine: the journeys with data of their own spread over both
  // workers; those on shared seeded tickets take one worker, one at a time, in file order.
  workers: 2,
  projects: [
    { name: 'sessions', testMatch: 'sessions.setup.ts' },
    {
      name: 'shared-tickets',
      grep: new RegExp(SHARED_TICKETS),
      grepInvert: new RegExp(CLOCK_CHANGES),
      dependencies: ['sessions'],
      workers: 1,
      fullyParallel: false,
    },
    {
      name: 'journeys',
      grepInvert: new RegExp(`${SHARED_TICKETS}|${CLOCK_CHANGES}`),
      dependencies: ['sessions'],
      fullyParallel: true,
    },
    {
      name: 'clock-changes',
      grep: new RegExp(CLOCK_CHANGES),
      dependencies: ['shared-tickets', 'journeys'],
    },
  ],
  // No retries, in CI or not: the README's `npm test` passes on the first try, and a retry would
  // hide a slow or flaky journey. A long journey gets time in proportion to its steps instead.
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // The journeys see the network as it is; first-page.spec.ts lets the service worker in.
    serviceWorkers: 'block',
    // The trace's DOM snapshots, network and console are kept for a failed journey; its
    // screencast is not: encoding every frame doubled the browser's CPU on the 2-core machine.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node apps/server/src/main.ts',
    cwd: root,
    url: `${baseURL}/api/check`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      ...inheritedEnv(),
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR ?? '',
      LOG_LEVEL: 'warn',
      // A mail server that is down (nothing listens on port 9): mails fail and wait for their
      // retries, as the outbox journey shows; nothing leaves the machine.
      SMTP_URL: 'smtp://127.0.0.1:9',
    },
  },
});
