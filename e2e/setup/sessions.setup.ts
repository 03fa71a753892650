import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { test as setup } from '@playwright/test';
import { DEMO_ROLES, sessionFile } from '../support/sessions';
import { demoAccounts, expect, openPage, signIn } from '../support/site';

// The setup project (playwright.config.ts): each demo account signed in once, its session stored
// for the tests that start signed in (support/sessions.ts).

for (const role of DEMO_ROLES) {
  setup(`the demo ${role} signs in once`, async ({ page }) => {
    const account = demoAccounts.accounts.find((item) => item.role === role);
    if (!account) throw new Error(`demo-accounts.json has no ${role} account`);
    await openPage(page, '/');
    await signIn(page, account.email, demoAccounts.password);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    const file = sessionFile(role);
    mkdirSync(dirname(file), { recursive: true });
    await page.context().storageState({ path: file });
  });
}
