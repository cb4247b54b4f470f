import { expect, test } from '../support/fixtures';
import { loseFirstAnswer } from '../support/lost-answer';

const euros = (text: string | null) => Number((text ?? '').replace(/[^\d.,]/g, '').replace(',', '.'));

test('the cart adjusts, removes, and applies and removes a coupon, showing clear errors', async ({ page }) => {
  await page.goto('/en/product/t-shirt-foyer-logo');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.getByRole('link', { name: /Cart: 1 item$/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  const single = euros(await line.getByTestId('line-total').textContent());

  const quantity = line.getByRole('spinbutton');
  await quantity.fill('3');
  await quantity.press('Enter');
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await expect(line.getByTestId('line-total')).toHaveText(/\d/);
  expect(euros(await line.getByTestId('line-total').textContent())).toBeCloseTo(single * 3, 2);

  await page.getByLabel('Coupon code').fill('NOT-A-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toHaveText('The coupon code NOT-A-CODE is not valid.');

  await page.getByLabel('Coupon code').fill('FOYER10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon FOYER10 applied')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('discount')).toHaveCount(1);
  expect(euros(await page.getByTestId('cart-total').textContent())).toBeCloseTo(single * 3 * 0.9, 1);

  await page.getByRole('button', { name: 'Remove coupon' }).click();
  await expect(page.getByLabel('Coupon code')).toBeVisible();
  await expect(page.getByTestId('discount')).toHaveCount(0);

  await line.getByRole('button', { name: /Remove/ }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});

test('a quantity beyond stock keeps what is available and says so', async ({ page }) => {
  // The seed keeps two cream T-shirts in size S.
  await page.goto('/en/product/t-shirt-foyer-logo');
  await page.getByText('Cream', { exact: true }).click();
  await page.getByText('S', { exact: true }).click();
  await expect(page.getByTestId('stock-level')).toHaveText('Only a few left');
  await page.getByLabel('Quantity').fill('50');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByText(/^Only \d left/)).toBeVisible();
  const count = Number(await page.getByTestId('cart-count').textContent());
  expect(count).toBeGreaterThanOrEqual(1);
  expect(count).toBeLessThanOrEqual(3);
});

test('an add applied by Vendure whose answer was lost, pressed again, counts once (ADR 072)', async ({ page }) => {
  await page.goto('/en/product/t-shirt-foyer-logo');
  const add = page.getByRole('button', { name: 'Add to cart' });
  await add.click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // The next add reaches Vendure and is applied; its answer never reaches the page.
  const keys = await loseFirstAnswer(page, 'addItemToOrder');
  await add.click();
  const notifications = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(notifications.getByText('Failed to add item to order')).toBeVisible();
  // The shopper presses again: the same add, sent with the same key, is not added twice.
  await add.click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);

  // Once answered, the next press is a new add with a new key.
  await add.click();
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  expect(keys[2]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[2]).not.toBe(keys[0]);
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('3');
});
