import { test as base } from '@playwright/test';
import { expectNoAxeViolations } from './support.ts';

/**
 * The journeys' `test`: after every journey that passed, the page it ends on is checked with
 * axe (WCAG 2.1 A/AA), so a screen no journey checked by hand is still checked, and a new one
 * that fails fails the suite. Journeys check the screens and dialogs they pass through
 * themselves with `expectNoAxeViolations`.
 */
export const test = base.extend<{ axeAtTheEnd: undefined }>({
  axeAtTheEnd: [
    async ({ page }, use, testInfo) => {
      await use(undefined);
      const passed = testInfo.status === testInfo.expectedStatus;
      if (passed && !page.isClosed() && page.url().startsWith('http')) {
        await test.step('axe on the page the journey ends on', () => expectNoAxeViolations(page));
      }
    },
    { auto: true },
  ],
});
