import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, openAs } from './support.ts';
import { choose } from './ticket-form-support.ts';

test('the administrator creates a rule set with one write and one read flow and a product rule, then changes its SLA', async ({
  page,
}) => {
  const name = `E2E Kural Seti ${Date.now().toString(36).toUpperCase()}`;
  await openAs(page, 'admin@demo.local', '/definitions/rulesets');
  await expect(page.getByTestId('rule-set-table')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByTestId('rule-set-new-button').click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Kural Seti' });
  const save = dialog.getByRole('button', { name: 'Kaydet' }).last();
  await dialog.getByTestId('new-rule-set-name').fill(name);
  await dialog.getByTestId('new-rule-set-sla').fill('24');
  // No flow yet: the rule set cannot be saved.
  await expect(save).toBeDisabled();

  await dialog.getByTestId('new-rule-set-flows-new').click();
  await choose(page, dialog.getByTestId('new-rule-set-flows-roleId'), 'Müşteri Hizmetleri Uzmanı');
  await choose(page, dialog.getByTestId('new-rule-set-flows-actionStatus'), 'Yazma');
  await dialog.getByTestId('new-rule-set-flows-save').click();
  // A write flow exists: the next one is a read flow and cannot be changed.
  await dialog.getByTestId('new-rule-set-flows-new').click();
  const secondAction = dialog.getByTestId('new-rule-set-flows-actionStatus');
  await expect(secondAction).toContainText('Okuma');
  await expect(secondAction).toHaveClass(/ant-select-disabled/);
  await choose(page, dialog.getByTestId('new-rule-set-flows-roleId'), 'Kalite Güvence Uzmanı');
  // A list in edit state holds the save back.
  await expect(save).toBeDisabled();
  await dialog.getByTestId('new-rule-set-flows-save').click();

  await dialog.getByTestId('new-rule-set-rules-new').click();
  await choose(page, dialog.getByTestId('new-rule-set-rules-name'), 'Ürün zorunlu');
  await dialog.getByTestId('new-rule-set-rules-save').click();
  await expectNoAxeViolations(page);
  await save.click();
  await expect(dialog).toBeHidden();

  await page.getByTestId('rule-set-filter-name').fill(name);
  await page.getByTestId('rule-set-filter-name').press('Enter');
  const row = page.getByTestId('rule-set-table').getByRole('cell', { name, exact: true });
  await row.click();
  const panel = page.getByTestId('rule-set-panel');
  await expect(panel.getByText('Ürün zorunlu')).toBeVisible();
  await expect(panel.getByText('Kalite Güvence Uzmanı')).toBeVisible();

  // Unlimited SLA refuses a length; the length can change otherwise.
  await panel.getByTestId('rule-set-sla').fill('');
  await panel.getByTestId('rule-set-sla-save').click();
  await expect(page.getByText('SLA süresi boş olamaz').first()).toBeVisible();
  await panel.getByTestId('rule-set-sla').fill('48');
  await panel.getByTestId('rule-set-sla-save').click();
  await expect(
    page.getByTestId('rule-set-table').getByRole('row', { name: new RegExp(name) }),
  ).toContainText('48');
  await expectNoAxeViolations(page);
});
