import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '../support/fixtures';
import { linkFromEmail, tokenFromEmail } from '../support/mailbox';

// Each test registers and activates a customer first (bcrypt in Vendure): more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const password = 'curtain-call-42';
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@foyer.test`;

/** Registers, activates and signs in a new customer (in English); returns the email address. */
async function signedInCustomer(page: Page, name: string) {
  const email = uniqueEmail(name);
  await page.goto('/en/account/register');
  await page.getByLabel('First name').fill('Vera');
  await page.getByLabel('Last name').fill('Petrova');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/New password/).fill(password);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('status')).toContainText('We have sent you an email');
  const token = await tokenFromEmail(email, '/account/verify');
  await page.goto(`/en/account/verify?token=${token}`);
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Vera');
  return email;
}

async function expectNoSeriousAxeViolations(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, label).toEqual([]);
}

test('edit the profile, and it is still there after a reload; a wrong current password says so', async ({ page }) => {
  await signedInCustomer(page, 'profile');
  await expectNoSeriousAxeViolations(page, '/en/account');

  await page.getByLabel('Title (optional)').fill('Dr');
  await page.getByLabel('First name').fill('Veronika');
  await page.getByLabel('Phone number (optional)').fill('+359 88 123 4567');
  await page.getByRole('button', { name: 'Save my details' }).click();
  const saved = page.getByRole('status').filter({ hasText: 'Your details have been saved.' });
  await expect(saved).toBeVisible();
  await expect(saved).toBeFocused();

  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Veronika');
  await expect(page.getByLabel('Title (optional)')).toHaveValue('Dr');
  await expect(page.getByLabel('Phone number (optional)')).toHaveValue('+359 88 123 4567');

  const passwordForm = page.getByRole('region', { name: 'Change password' });
  await passwordForm.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel(/New password/).fill('stage-door-99');
  await page.getByRole('button', { name: 'Change password' }).click();
  const wrong = page.getByRole('alert').filter({ hasText: 'Your current password is not right.' });
  await expect(wrong).toBeVisible();
  await expect(wrong).toBeFocused();

  await passwordForm.getByLabel('Current password').fill(password);
  await page.getByLabel(/New password/).fill('stage-door-99');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeFocused();
});

test('add, edit, make default and delete addresses', async ({ page }) => {
  await signedInCustomer(page, 'addresses');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Your addresses' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your addresses');
  await expect(page.getByText('You have not saved an address yet.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/en/account/addresses');

  // Empty fields: a message per field, and focus on the first.
  await page.getByRole('button', { name: 'Add an address' }).click();
  await expect(page.getByLabel('Full name')).toBeFocused();
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByLabel('Full name')).toBeFocused();
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please choose a country.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/en/account/addresses (form with errors)');

  // Country names are in the page language and sorted.
  const countries = await page.getByLabel('Country').locator('option:not([disabled])').allTextContents();
  expect(countries).toContain('Bulgaria');
  expect(countries).toEqual([...countries].sort(new Intl.Collator('en-US').compare));

  await page.getByLabel('Full name').fill('Vera Petrova');
  await page.getByLabel('Street and number').fill('ul. Knyaz Aleksandar 1');
  await page.getByLabel('Postal code').fill('4000');
  await page.getByLabel('City').fill('Plovdiv');
  await page.getByLabel('Country').selectOption('BG');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The address has been saved.' })).toBeVisible();
  const first = page.getByRole('article', { name: 'Vera Petrova' });
  await expect(first).toContainText('4000 Plovdiv');
  await expect(first).toContainText('Default shipping address');
  await expect(first).toContainText('Default billing address');

  // A second address, then edit it (keyboard only for the edit).
  await page.getByRole('button', { name: 'Add an address' }).click();
  await page.getByLabel('Full name').fill('Box Office');
  await page.getByLabel('Street and number').fill('Main Square 3');
  await page.getByLabel('Postal code').fill('1000');
  await page.getByLabel('City').fill('Sofia');
  await page.getByLabel('Country').selectOption('BG');
  await page.getByRole('button', { name: 'Save address' }).click();
  const second = page.getByRole('article', { name: 'Box Office' });
  await expect(second).toContainText('1000 Sofia');
  await expect(second).not.toContainText('Default shipping address');

  await second.getByRole('button', { name: 'Edit' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Full name')).toBeFocused();
  await page.getByLabel('City').fill('Varna');
  await page.getByLabel('Postal code').fill('9000');
  await page.getByLabel('Address line 2 (optional)').fill('Stage door');
  await page.getByLabel('Address line 2 (optional)').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'The address has been saved.' })).toBeVisible();
  await expect(second).toContainText('9000 Varna');
  await expect(second).toContainText('Stage door');

  await second.getByRole('button', { name: 'Make default for shipping' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The default address has been changed.' })).toBeVisible();
  await expect(second).toContainText('Default shipping address');
  await expect(first).not.toContainText('Default shipping address');
  await expect(first).toContainText('Default billing address');

  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('article', { name: 'Box Office' })).toContainText('Default shipping address');

  await page.getByRole('article', { name: 'Vera Petrova' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: 'Yes, delete' })).toBeFocused();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The address has been deleted.' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Vera Petrova' })).toHaveCount(0);
});

test('the address book needs a signed-in customer', async ({ page }) => {
  await page.goto('/en/account/addresses');
  await expect(page).toHaveURL(/\/en\/account\/login\?returnTo=/);
});

test('too many sign-in attempts for one email address are refused before Vendure', async ({ page }) => {
  const email = uniqueEmail('limited');
  await page.goto('/en/account/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('wrong-password');
  // The default limit: 10 attempts per email address and IP in 15 minutes.
  for (let attempt = 1; attempt <= 10; attempt++) {
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('_serverFn') && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    await expect(page.getByRole('alert')).toHaveText('The email address or password is not right.');
  }
  const [refused] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('_serverFn') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  await expect(page.getByRole('alert')).toHaveText(/^Too many attempts\. Try again in 1[45] minutes\.$/);
  // Our own limiter's refusal is an HTTP 429 too, saying when to come back.
  expect(refused.status()).toBe(429);
  const retryAfter = Number(refused.headers()['retry-after']);
  expect(retryAfter).toBeGreaterThan(13 * 60);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  // Another address from the same browser is not affected.
  await page.getByLabel('Email address').fill(uniqueEmail('other'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email address or password is not right.');
});

test('registering in German sends a German link, and later emails follow the customer’s language', async ({ page }) => {
  const email = uniqueEmail('deutsch');
  await page.goto('/de/account/register');
  await page.getByLabel('Vorname').fill('Greta');
  await page.getByLabel('Nachname').fill('Berg');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel(/Neues Passwort/).fill(password);
  await page.getByRole('main').locator('form button[type="submit"]').click();
  await expect(page.getByRole('status')).toBeVisible();
  const storefront = new URL(page.url()).origin;
  const verify = await linkFromEmail(email, '/account/verify');
  expect(verify.startsWith(`${storefront}/de/account/verify?token=`), verify).toBe(true);

  // Asked for from an English page, the reset link still follows the stored language.
  await page.goto('/en/account/request-password-reset');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists');
  const reset = await linkFromEmail(email, '/account/password-reset');
  expect(reset.startsWith(`${storefront}/de/account/password-reset?token=`), reset).toBe(true);
});

test('change the email address: the link in the email confirms it, and the new address signs in', async ({ page }) => {
  const email = await signedInCustomer(page, 'moving');
  const newEmail = uniqueEmail('moved');
  const emailForm = page.getByRole('region', { name: 'Change email address' });
  await emailForm.getByLabel('New email address').fill(newEmail);
  await emailForm.getByLabel('Current password').fill(password);
  await emailForm.getByRole('button', { name: 'Change email address' }).click();
  await expect(page.getByRole('status').filter({ hasText: `We have sent a link to ${newEmail}` })).toBeVisible();

  // A link that is not the one sent says so, and changes nothing.
  await page.goto('/en/account/verify-email-change?token=not-the-token-sent');
  await page.getByRole('button', { name: 'Confirm my new address' }).click();
  await expect(page.getByRole('alert')).toHaveText('This link is not valid. Please ask for a new one.');

  const storefront = new URL(page.url()).origin;
  const link = await linkFromEmail(newEmail, '/account/verify-email-change');
  expect(link.startsWith(`${storefront}/en/account/verify-email-change?token=`), link).toBe(true);
  await page.goto(link);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Confirm my new address' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your email address has been changed. Use the new one to sign in from now on.',
  );

  await page.goto('/en/account');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.goto('/en/account/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('The email address or password is not right.');
  await page.getByLabel('Email address').fill(newEmail);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Vera');
});
