import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { test } from './journey-test.ts';
import { expectNoAxeViolations, openAs, opened } from './support.ts';
import { choose, STORE } from './ticket-form-support.ts';

/*
 * A dialog never locks the softphone (docs/domain.md §15): the agent writes the ticket or the
 * new customer during the call and answers or hangs up from the softphone meanwhile. At the
 * laptop's 1366 × 768.
 */
test.use({ viewport: { width: 1366, height: 768 } });

/** Demo customer Elif Aydın's number, as the softphone sends it. */
const ELIF_AS_DIALLED = '905321234567';

const randomDigits = (length: number) =>
  Array.from({ length }, () => Math.floor(Math.random() * 10)).join('');

function simulator(page: Page): FrameLocator {
  return page.frameLocator('[data-testid=softphone-frame]');
}

/** Opens the softphone panel, registers the line and rings from `number`. */
async function ringFrom(page: Page, number: string): Promise<FrameLocator> {
  await page.getByTestId('softphone-toggle').click();
  const sim = simulator(page);
  await sim.getByTestId('sim-register').click();
  await expect(sim.getByTestId('sim-registered')).toHaveText('Kayıtlı');
  await sim.getByTestId('sim-phone').fill(number);
  await sim.getByTestId('sim-incoming').click();
  return sim;
}

/** The dialog lies wholly left of the softphone panel, which nothing covers. */
async function expectBesideSoftphone(page: Page, dialog: Locator) {
  const panel = page.getByTestId('softphone-panel');
  const dialogBox = await dialog.boundingBox();
  const panelBox = await panel.boundingBox();
  if (!dialogBox || !panelBox) throw new Error('the dialog or the softphone panel is not shown');
  expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(panelBox.x);
  expect(dialogBox.x).toBeGreaterThanOrEqual(0);
  // What lies at the middle of the panel is its frame, not a mask.
  const isFrameOnTop = await page
    .getByTestId('softphone-frame')
    .evaluate((frame, { x, y }) => frame.ownerDocument.elementFromPoint(x, y) === frame, {
      x: panelBox.x + panelBox.width / 2,
      y: panelBox.y + panelBox.height / 2,
    });
  expect(isFrameOnTop).toBe(true);
}

test('during a call the agent opens Yeni Bilet, hangs up from the softphone, then saves the ticket', async ({
  page,
}) => {
  // A call, a ticket with five choices and a save on the loaded 2-core machine.
  test.slow();
  await openAs(page, 'agent@demo.local');
  const sim = await ringFrom(page, ELIF_AS_DIALLED);
  await expect(page).toHaveURL(/\/customers\/byid\/[0-9a-f-]{36}$/);
  await sim.getByTestId('sim-answer').click();
  await expect(sim.getByTestId('sim-call-state')).toHaveText('Görüşmede: 905321234567');

  await page.getByTestId('ticket-create').click();
  const dialog = opened(page.getByRole('dialog', { name: 'Yeni Bilet' }));
  await expect(dialog).toBeVisible();
  await expectBesideSoftphone(page, dialog);
  await choose(page, dialog.getByTestId('ticket-source'), 'Telefon');
  await choose(page, dialog.getByTestId('ticket-store'), STORE);
  // A breakdown no other journey uses: no repeated-ticket question for Elif.
  await choose(page, dialog.getByTestId('ticket-type'), 'Bilgi');
  await choose(page, dialog.getByTestId('ticket-category'), 'Ürün');
  await choose(page, dialog.getByTestId('ticket-sub-category'), 'Ürün İçeriği');
  await dialog.getByTestId('ticket-description').fill('Müşteri görüşmede ürünün içeriğini sordu.');
  // Its rule set closes the ticket at once: a closing call result without a customer voice.
  await choose(page, dialog.getByTestId('ticket-call-wrap-up'), 'Müşteriden dönüş bekleniyor');

  // The softphone answers the mouse and the keyboard with the dialog open: its field keeps
  // focus (no trap pulls it back into the dialog), and 'Kapat' hangs up.
  await sim.getByTestId('sim-phone').click();
  await expect(sim.getByTestId('sim-phone')).toBeFocused();
  await sim.getByTestId('sim-hangup').click();
  await expect(sim.getByTestId('sim-call-state')).toHaveText('Boşta');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('ticket-sub-category')).toContainText('Ürün İçeriği');

  // By keyboard: Alt+Shift+P from the dialog goes to the softphone, Shift+Tab comes back.
  const save = dialog.getByTestId('ticket-form-save');
  await save.focus();
  await page.keyboard.press('Alt+Shift+P');
  const hidePanel = page
    .getByTestId('softphone-panel')
    .getByRole('button', { name: 'Softphone panelini gizle' });
  await expect(hidePanel).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(save).toBeFocused();
  await expectNoAxeViolations(page, '.ant-modal-wrap');

  const created = page.waitForResponse((response) =>
    response.url().endsWith('/ticket/createTicket'),
  );
  await save.click();
  expect((await created).ok()).toBe(true);
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(page.getByTestId('notification-success').first()).toBeVisible();
});

test("Yeni Müşteri opened from an unknown caller's call starts with the caller's number", async ({
  page,
}) => {
  const callerPhone = `05${randomDigits(9)}`;
  await openAs(page, 'agent@demo.local');
  const sim = await ringFrom(page, `9${callerPhone}`);
  await expect(page).toHaveURL(/\/customers\/list$/);
  await expect(page.getByTestId('incoming-call-caller')).toHaveText('Müşteri bulunamadı.');

  await page.getByTestId('customer-add-button').click();
  const dialog = opened(page.getByRole('dialog', { name: 'Yeni Müşteri' }));
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('customer-form-phone')).toHaveValue(callerPhone);
  await expectBesideSoftphone(page, dialog);

  // Answered from the softphone with the dialog open; the number stays.
  await sim.getByTestId('sim-answer').click();
  await expect(sim.getByTestId('sim-call-state')).toHaveText(`Görüşmede: 9${callerPhone}`);
  await expect(page.getByTestId('incoming-call-notification')).toHaveCount(0);
  await dialog.getByTestId('customer-form-first-name').fill('Arayan');
  await dialog.getByTestId('customer-form-last-name').fill(`Yeni ${randomDigits(4)}`);
  await expectNoAxeViolations(page, '.ant-modal-wrap');
  await dialog.getByTestId('customer-form-save').click();
  await expect(page).toHaveURL(/\/customers\/byid\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('customer-info')).toContainText(callerPhone);

  // The list opened anew, not by a call, starts 'Yeni Müşteri' empty.
  await page.goto('/customers/list');
  await page.getByTestId('customer-add-button').click();
  const again = opened(page.getByRole('dialog', { name: 'Yeni Müşteri' }));
  await expect(again.getByTestId('customer-form-phone')).toHaveValue('');
});
