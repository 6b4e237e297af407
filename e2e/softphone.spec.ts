import { expect, type FrameLocator, type Page, type Request } from '@playwright/test';
import { test } from './journey-test.ts';
import { openAs } from './support.ts';

/** Demo customer Elif Aydın's number (stored as 05321234567), as the softphone sends it. */
const ELIF_AS_DIALLED = '905321234567';
const UNKNOWN_AS_DIALLED = '905009999999';
const CALL_HISTORY = '**/api/Call/CreateInboundCallHistory';

function simulator(page: Page): FrameLocator {
  return page.frameLocator('[data-testid=softphone-frame]');
}

/** Opens the softphone panel and registers the simulator's line. */
async function openAndRegister(page: Page): Promise<FrameLocator> {
  await page.getByTestId('softphone-toggle').click();
  await expect(page.getByTestId('softphone-panel')).toBeVisible();
  const sim = simulator(page);
  await sim.getByTestId('sim-register').click();
  await expect(sim.getByTestId('sim-registered')).toHaveText('Kayıtlı');
  return sim;
}

async function chooseStatus(sim: FrameLocator, status: string) {
  await sim.getByTestId('sim-status-select').click();
  await sim.locator(`.ant-select-item-option[title="${status}"]`).click();
  await sim.getByTestId('sim-status').click();
}

test('a known caller opens her customer page with a persistent notification; hang-up clears it', async ({
  page,
}) => {
  // The page's clock is the test's: it moves past every notification's time without a wait.
  await page.clock.install();
  await openAs(page, 'agent@demo.local');
  const sim = await openAndRegister(page);
  await sim.getByTestId('sim-phone').fill(ELIF_AS_DIALLED);

  const recorded = page.waitForRequest(CALL_HISTORY);
  // The look-up uses the number without the leading 9.
  const lookup = page.waitForResponse('**/api/customers/phoneNumber/05321234567');
  await sim.getByTestId('sim-incoming').click();

  const elif = (await (await lookup).json()) as { id: string; firstName: string };
  expect(elif.firstName).toBe('Elif');
  await expect(page).toHaveURL(new RegExp(`/customers/byid/${elif.id}$`));
  const notification = page.getByTestId('incoming-call-notification');
  await expect(notification).toBeVisible();
  await expect(notification).toContainText('Incoming Call');
  await expect(notification.getByTestId('incoming-call-phone')).toHaveText('05321234567');
  await expect(notification.getByTestId('incoming-call-caller')).toHaveText('Elif Aydın');

  // The call history: the agent's ccms_ident, the simulator's connection id, the number as sent.
  const connectionId = await sim.getByTestId('sim-connection-id').innerText();
  expect((await recorded).postDataJSON()).toEqual({
    CcmsIdent: 'CCMS1001',
    connectionId,
    phoneNumber: ELIF_AS_DIALLED,
  });

  // It does not expire: on the page's clock, past the app's longest toast (a failure's 10 s) and
  // antd's default 4.5 s, it is there and not fading out (a closing one fades under the 'leave'
  // class first). Hanging up clears it.
  await page.clock.runFor(11_000);
  await expect(notification).toBeVisible();
  await expect(notification).not.toHaveClass(/ant-notification-fade-leave/);
  await sim.getByTestId('sim-hangup').click();
  await expect(notification).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/customers/byid/${elif.id}$`));
});

test('an unknown caller opens the customer list; the panel shows itself; answering clears the notification', async ({
  page,
}) => {
  await openAs(page, 'agent@demo.local');
  const sim = await openAndRegister(page);
  await sim.getByTestId('sim-phone').fill(UNKNOWN_AS_DIALLED);
  // Hide the panel: the incoming call must show it again. The frame keeps working while hidden.
  await page
    .getByTestId('softphone-panel')
    .getByRole('button', { name: 'Softphone panelini gizle' })
    .click();
  await expect(page.getByTestId('softphone-panel')).toBeHidden();
  await sim.getByTestId('sim-incoming').dispatchEvent('click');

  await expect(page.getByTestId('softphone-panel')).toBeVisible();
  await expect(page).toHaveURL(/\/customers\/list$/);
  const notification = page.getByTestId('incoming-call-notification');
  await expect(notification).toContainText('Incoming Call');
  await expect(notification.getByTestId('incoming-call-phone')).toHaveText('05009999999');
  await expect(notification.getByTestId('incoming-call-caller')).toHaveText('Müşteri bulunamadı.');
  // Only one, and no red 404 from the look-up.
  await expect(notification).toHaveCount(1);
  await expect(page.getByTestId('notification-error')).toHaveCount(0);

  // 'ringing' changes nothing; answering clears the notification.
  await chooseStatus(sim, 'ringing');
  await expect(sim.getByTestId('sim-call-state')).toHaveText('Gelen arama: 905009999999');
  await expect(notification).toBeVisible();
  await sim.getByTestId('sim-answer').click();
  await expect(notification).toHaveCount(0);
});

test('reject, notanswering and the outgoing key update the connection id shown in the panel', async ({
  page,
}) => {
  await openAs(page, 'agent@demo.local');
  const sim = await openAndRegister(page);
  const shownId = page.getByTestId('softphone-connection-id');
  const simulatorId = sim.getByTestId('sim-connection-id');
  const notification = page.getByTestId('incoming-call-notification');
  await expect(shownId).toHaveCount(0);

  await sim.getByTestId('sim-phone').fill(UNKNOWN_AS_DIALLED);
  await sim.getByTestId('sim-incoming').click();
  await expect(notification).toBeVisible();
  await sim.getByTestId('sim-reject').click();
  await expect(notification).toHaveCount(0);
  const rejectedId = await simulatorId.innerText();
  await expect(shownId).toHaveText(rejectedId);

  await sim.getByTestId('sim-incoming').click();
  // Once the look-up has answered: it then moves focus to the page, which would close the
  // simulator's status list opened before.
  await expect(notification.getByTestId('incoming-call-caller')).toHaveText('Müşteri bulunamadı.');
  await chooseStatus(sim, 'notanswering');
  await expect(notification).toHaveCount(0);
  await expect(shownId).toHaveText(await simulatorId.innerText());

  await sim.getByTestId('sim-outgoing-key').click();
  const outgoingId = await simulatorId.innerText();
  expect(outgoingId).not.toBe(rejectedId);
  await expect(shownId).toHaveText(outgoingId);
});

test('a failed call record does not hold up the customer page; a failed look-up opens the list', async ({
  page,
}) => {
  await openAs(page, 'agent@demo.local');
  const sim = await openAndRegister(page);
  const notification = page.getByTestId('incoming-call-notification');

  await page.route(CALL_HISTORY, (route) => route.abort('connectionrefused'));
  await sim.getByTestId('sim-phone').fill(ELIF_AS_DIALLED);
  await sim.getByTestId('sim-incoming').click();
  await expect(page).toHaveURL(/\/customers\/byid\/[0-9a-f-]{36}$/);
  await expect(notification.getByTestId('incoming-call-caller')).toHaveText('Elif Aydın');
  await sim.getByTestId('sim-hangup').click();
  await expect(notification).toHaveCount(0);

  await page.route('**/api/customers/phoneNumber/*', (route) =>
    route.fulfill({ status: 500, json: { isSuccess: false, messages: ['Sunucu hatası'] } }),
  );
  await sim.getByTestId('sim-incoming').click();
  await expect(page).toHaveURL(/\/customers\/list$/);
  await expect(notification.getByTestId('incoming-call-caller')).toHaveText(
    'Müşteri sorgulanamadı.',
  );
  await expect(page.getByTestId('notification-error')).toHaveCount(0);
});

// The demo data has no user with Cti but without ccms_ident; the agent's session answer is
// altered in the browser to play one.
test('a user without ccms_ident has no active call: an incoming call changes nothing', async ({
  page,
}) => {
  await page.route('**/api/session/GetCurrentLoginInformation', async (route) => {
    const response = await route.fetch();
    const session = (await response.json()) as { user: { ccmsIdent: string | null } };
    session.user.ccmsIdent = null;
    await route.fulfill({ response, json: session });
  });
  const callRequests: Request[] = [];
  page.on('request', (request) => {
    if (/\/api\/(Call|customers\/phoneNumber)\//.test(request.url())) callRequests.push(request);
  });
  await openAs(page, 'agent@demo.local');
  await expect(page).toHaveURL(/\/tickets\/ticketsofcurrentuser$/);
  const sim = await openAndRegister(page);
  await sim.getByTestId('sim-phone').fill(ELIF_AS_DIALLED);
  await sim.getByTestId('sim-incoming').click();
  // Messages are handled in order: once the later one shows, the incoming call was handled.
  await sim.getByTestId('sim-outgoing-key').click();
  await expect(page.getByTestId('softphone-connection-id')).toHaveText(
    await sim.getByTestId('sim-connection-id').innerText(),
  );

  await expect(page.getByTestId('incoming-call-notification')).toHaveCount(0);
  await expect(page).toHaveURL(/\/tickets\/ticketsofcurrentuser$/);
  expect(callRequests.map((request) => request.url())).toEqual([]);
});

test('the simulator frame runs in an opaque origin: it cannot reach the page, and no sandbox warning', async ({
  page,
}) => {
  const sandboxWarnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('sandbox')) sandboxWarnings.push(message.text());
  });
  await openAs(page, 'agent@demo.local');
  await openAndRegister(page);
  const frame = page.frames().find((candidate) => candidate.url().includes('softphone-simulator'));
  if (!frame) throw new Error('the softphone frame is not loaded');
  // Evaluated inside the frame, as the simulator's own scripts run.
  expect(await frame.evaluate('window.origin')).toBe('null');
  const reach = await frame.evaluate(
    '(() => { try { return window.parent.document.title; } catch (error) { return error.name; } })()',
  );
  expect(reach).toBe('SecurityError');
  expect(sandboxWarnings).toEqual([]);
});
