import { expect, type Page, test } from '../support/fixtures';
import { tokenFromEmail } from '../support/mailbox';

const password = 'curtain-call-42';
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@foyer.test`;

async function register(page: Page, email: string) {
  await page.goto('/en/account/register');
  await page.getByLabel('First name').fill('Vera');
  await page.getByLabel('Last name').fill('Petrova');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/New password/).fill(password);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('status')).toContainText('We have sent you an email');
}

test('register, verify from the mailbox, sign out and sign in again', async ({ page }) => {
  const email = uniqueEmail('vera');
  await register(page, email);

  await page.goto('/en/account/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please activate your account first: we sent you an email with a link.',
  );

  const token = await tokenFromEmail(email, '/account/verify');
  await page.goto(`/en/verify?token=${token}`);
  await expect(page).toHaveURL(/\/en\/account\/verify\?token=/);
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Vera');
  await expect(page.getByText(email)).toBeVisible();

  await page.getByRole('link', { name: 'Your orders' }).click();
  await expect(page.getByText('You have not placed an order yet.')).toBeVisible();
  await page.goto('/en/account');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/en\/$/);

  await page.goto('/en/account/orders');
  await expect(page).toHaveURL(/\/en\/account\/login\?returnTo=/);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email address or password is not right.');
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/account\/orders$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your orders');
});

test('reset a forgotten password from the mailbox', async ({ page }) => {
  const email = uniqueEmail('reset');
  await register(page, email);
  const verifyToken = await tokenFromEmail(email, '/account/verify');
  await page.goto(`/en/account/verify?token=${verifyToken}`);
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Vera');
  await page.getByRole('button', { name: 'Sign out' }).click();

  await page.goto('/en/request-password-reset');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists');
  const resetToken = await tokenFromEmail(email, '/account/password-reset');
  await page.goto(`/en/password-reset?token=${resetToken}`);
  await page.getByLabel(/New password/).fill('new-stage-door-7');
  await page.getByRole('button', { name: 'Set a new password' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Vera');

  await page.goto(`/en/account/password-reset?token=${resetToken}`);
  await page.getByLabel(/New password/).fill('another-password-8');
  await page.getByRole('button', { name: 'Set a new password' }).click();
  await expect(page.getByRole('alert')).toHaveText(/This link is not valid|This link has expired/);
});

test('a broken verification link says so in the page language', async ({ page }) => {
  await page.goto('/account/verify?token=not-a-real-token-at-all');
  await page.getByRole('button').filter({ hasText: /./ }).last().click();
  await expect(page.getByRole('alert')).toHaveText('Тази връзка не е валидна. Моля, поискайте нова.');
});

test('the account aliases reach the account pages in every locale', async ({ request }) => {
  for (const prefix of ['', '/de']) {
    for (const name of ['login', 'register', 'verify', 'password-reset', 'request-password-reset']) {
      const response = await request.get(`${prefix}/${name}`, { maxRedirects: 0 });
      expect(response.status(), `${prefix}/${name}`).toBe(301);
      expect(response.headers().location).toBe(`${prefix}/account/${name}`);
      expect((await request.get(`${prefix}/${name}`)).status()).toBe(200);
    }
  }
});
