import fs from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import { DEMO_USERS, savedSessionPath, signIn } from './support.ts';

// Signing in through the provider takes a few seconds per journey; each user does it once here
// and the journeys start from the saved state (see openAs). The run's product is fresh, so the
// state is too: access tokens live an hour, far longer than the suite.
test.describe.configure({ mode: 'parallel' });

for (const user of DEMO_USERS) {
  test(`${user} signs in once for the journeys`, async ({ page }) => {
    await signIn(page, user);
    const state = await page.context().storageState();
    // Only the signed-in user: the screen the sign-in landed on keeps its own state there too
    // (a ticket list remembers its filters), which a journey must not inherit.
    const origins = state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.filter((entry) => entry.name.startsWith('oidc.user:')),
    }));
    const file = savedSessionPath(user);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify({ ...state, origins }));
  });
}
