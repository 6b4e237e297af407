import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, expect, type Locator, type Page } from '@playwright/test';

/** The demo users the journeys act as; the sessions project signs each in once per run. */
export const DEMO_USERS = [
  'agent@demo.local',
  'admin@demo.local',
  'manager@demo.local',
  'lider@demo.local',
  'backoffice@demo.local',
  'esra.kurt@demo.local',
  'bolge.marmara@demo.local',
] as const;
export type DemoUser = (typeof DEMO_USERS)[number];

/**
 * Journeys that take seeded tickets by their place in a list (the first row, a page) and change
 * or compare them. They run one at a time in their own project, beside the journeys that only
 * touch data of their own.
 */
export const SHARED_TICKETS = '@shared-tickets';

/**
 * Journeys that change what every ticket's clock reads (a holiday today stops them all). They
 * run last, after every other journey, so that no other journey's SLA figures move under it.
 */
export const CLOCK_CHANGES = '@clock-changes';

/** Every sidebar entry's test id, in the spec's order. */
export const TOP_MENU = [
  'tickets-mine',
  'tickets-all',
  'customers',
  'stores',
  'reports',
  'definitions',
];
export const DEFINITIONS_MENU = [
  'definitions-users',
  'definitions-roles',
  'definitions-ticket-types',
  'definitions-ticket-categories',
  'definitions-ticket-subcategories',
  'definitions-ticket-category-sets',
  'definitions-campaigns',
  'definitions-rulesets',
  'definitions-sources',
  'definitions-mailgroups',
  'definitions-customervoices',
  'definitions-callwrapups',
  'definitions-delivery-types',
  'definitions-holidays',
  'definitions-imports',
  'definitions-audit-log',
  'definitions-sign-in-attempts',
  'definitions-outbox',
];

/** Signs in through the embedded provider's Turkish page, as a person would. */
export async function signIn(page: Page, email: string, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Oturum Aç' })).toBeVisible();
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Parola').fill('demo');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** Where the sessions project keeps a user's signed-in browser state for this run. */
export function savedSessionPath(user: DemoUser): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is unset: run through e2e/playwright.config.ts');
  return path.join(dataDir, 'sessions', `${user}.json`);
}

/**
 * Opens `path` as a user already signed in: the page's context takes the session the sessions
 * project saved (the provider's cookies and the oidc-client-ts user in localStorage), so the
 * provider's sign-in page is skipped. The sign-in journeys themselves use signIn.
 */
export async function openAs(page: Page, user: DemoUser, path = '/') {
  await page.context().setStorageState(savedSessionPath(user));
  await page.goto(path);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** Another browser (a context of its own, closed with the page) opened as a signed-in user. */
export async function signedInPage(browser: Browser, user: DemoUser, path: string): Promise<Page> {
  const page = await browser.newPage();
  await openAs(page, user, path);
  return page;
}

/**
 * Waits until a list has loaded, told by its filter card's 'Filtrele' button (`submit`), which
 * shows busy while the list loads. Until then the rows shown are the previous search's, and the
 * button ignores clicks and the Enter of the card's fields, for a person as for a journey.
 */
export async function untilListIdle(submit: Locator) {
  await expect(submit).toBeVisible();
  await expect(submit).not.toHaveClass(/ant-btn-loading/);
}

/**
 * Closes the toasts on the screen, as a person does before clicking what they cover. A toast
 * stays 5–10 s at the top right, over the header and the right-hand buttons of cards and table
 * rows, and a click there waits until it has gone: on the 2-core machine that was 5–6 s a click.
 * Call it once the toasts have shown (at least one must); each one's × is clicked in the page, as
 * a stacked toast's × lies under the newest one.
 */
export async function closeToasts(page: Page) {
  const toasts = page.locator('.ant-notification-notice');
  await expect(toasts.first()).toBeVisible();
  await toasts.locator('.ant-notification-notice-close').evaluateAll((buttons) => {
    for (const button of buttons) (button as unknown as { click(): void }).click();
  });
  await expect(toasts).toHaveCount(0);
}

/** The test ids of the top-level sidebar entries shown now. */
export async function visibleTopMenu(page: Page): Promise<string[]> {
  const shown: string[] = [];
  for (const key of TOP_MENU) {
    if (await page.getByTestId(`menu-${key}`).isVisible()) shown.push(key);
  }
  return shown;
}

/** What the page runs of the Web Animations API: CSS animations and transitions alike. */
type AnimatedDocument = {
  getAnimations(): {
    playState: string;
    effect: { getComputedTiming(): { iterations?: number } } | null;
  }[];
};

/**
 * Waits until nothing on the page moves or fades: every finite CSS animation and transition has
 * ended (a dialog's zoom, a toast's fade, a button's colour change). Endless ones (a spinner)
 * do not count. Colours read mid-fade are not the page's.
 */
export async function untilStill(page: Page) {
  await page.waitForFunction(
    () =>
      (globalThis as unknown as { document: AnimatedDocument }).document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 10_000 },
  );
}

/** A dialog that is not zooming in: antd's classes while it opens. */
const NOT_OPENING = ':not(.ant-zoom-appear):not(.ant-zoom-enter)';

/**
 * The dialog once it has finished opening (and until it has gone). antd zooms a dialog in from a
 * few pixels; on the busy 2-core machine the zoom's first frames can hold still long enough for
 * a click to start, which then lands beside its button as it grows and is lost.
 */
export function opened(dialog: Locator): Locator {
  return dialog.and(dialog.page().locator(`.ant-modal${NOT_OPENING}`));
}

/** The Evet / Hayır confirmation open now, once it has finished opening (see opened). */
export function openConfirm(page: Page): Locator {
  return page.locator(`.ant-modal-confirm${NOT_OPENING}:not(.ant-zoom-leave)`).last();
}

/**
 * Fails with the rule and the elements when the page, as it stands, breaks a WCAG 2.1 A or AA
 * rule that axe-core checks (every screen is accessible from the start), in the whole page or
 * only `within` a selector. The page is read once it is still: a dialog zooming in or a button
 * changing colour is read in its final colours.
 */
export async function expectNoAxeViolations(page: Page, within?: string) {
  await untilStill(page);
  const builder = new AxeBuilder({ page });
  // `within`: one part of the page, e.g. a dialog, read on its own.
  if (within) builder.include(within);
  const results = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // A toast on its way out is half transparent for its fade, not in its colours.
    .exclude('.ant-notification-fade-leave')
    // So is a button while its list refreshes (a screen that follows the server by itself, such
    // as the outbox): its colours are read when it is idle, as on every other screen.
    .exclude('.ant-btn-loading')
    .analyze();
  // The rule, each element and axe's reason (colours and ratio for a contrast failure).
  const found = results.violations.map((violation) => {
    const nodes = violation.nodes.map(
      (node) => `${node.target.join(' ')} (${node.any.map((check) => check.message).join('; ')})`,
    );
    return `${violation.id}: ${nodes.join(', ')}`;
  });
  expect(found).toEqual([]);
}
