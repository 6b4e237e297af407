import { expect } from '@playwright/test';
import { test } from './journey-test.ts';

test('the health page shows the service status and refreshes it', async ({ page }) => {
  await page.goto('/check/api');
  await expect(page.getByTestId('api-status')).toHaveText('Service is healthy');
  await page.getByTestId('api-status-refresh').click();
  await expect(page.getByTestId('api-status')).toHaveText('Service is healthy');
});

test('the unauthorized page counts down from 5 and then goes to sign-in', async ({ page }) => {
  await page.goto('/error/unauthorized');
  await expect(page.getByTestId('unauthorized-countdown')).toContainText('5');
  await expect(page.getByRole('heading', { name: 'Oturum Aç' })).toBeVisible({ timeout: 9_000 });
});

test('the softphone simulator page is served by the product', async ({ page }) => {
  await page.goto('/softphone-simulator.html');
  await expect(page.getByText('Softphone Simülatörü')).toBeVisible();
  await expect(page.getByTestId('sim-register')).toBeEnabled();
});
