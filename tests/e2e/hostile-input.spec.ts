import { createHash } from 'node:crypto';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import type { APIResponse } from '@playwright/test';
import { messages } from '../support/checkout';
import { expect, type Page, test } from '../support/fixtures';
import { tokenFromEmail } from '../support/mailbox';
import { createCustomerWithAddress, placeGuestOrder, shopQuery } from '../support/shop-api';

/**
 * Hostile route parameters, query strings, cookies and return-to targets, against the
 * real stack: every answer is a page (404 in the page's language, a validation
 * message, or the normal page), never a 5xx, a stack trace or the hostile markup
 * echoed unescaped; forged cookies give a fresh session, never someone else's order;
 * signing in never sends the browser to another site.
 */

const LOCALES = [
  { locale: 'bg', prefix: '' },
  { locale: 'en', prefix: '/en' },
];

/** Markup that must never come back unescaped. */
const SCRIPT = '<script>alert("foyer-xss")</script>';
const ATTRIBUTE_BREAK = '"><img src=x onerror=alert(1)>';

/**
 * Hostile values as they go into a URL: `raw` is written into the URL as is (already
 * percent-encoded where needed), so broken encodings reach the server unchanged.
 */
const HOSTILE: Array<{ name: string; raw: string }> = [
  { name: 'a number', raw: '12345' },
  { name: 'a negative number', raw: '-1' },
  { name: 'a huge number', raw: '9'.repeat(400) },
  { name: 'a float', raw: '1.5e308' },
  { name: 'a boolean', raw: 'true' },
  { name: '3,100 characters', raw: 'a'.repeat(3100) },
  { name: 'a script tag', raw: encodeURIComponent(SCRIPT) },
  { name: 'an attribute break', raw: encodeURIComponent(ATTRIBUTE_BREAK) },
  { name: 'SQL', raw: encodeURIComponent("1' OR '1'='1'; DROP TABLE \"order\"; --") },
  { name: 'path traversal', raw: '..%2f..%2f..%2fetc%2fpasswd' },
  { name: 'a NUL byte', raw: 'a%00b' },
  { name: 'broken percent-encoding', raw: '%E0%A4%A' },
  { name: 'a lone percent sign', raw: '%' },
  { name: 'invalid UTF-8', raw: '%C0%AF%FF%FE' },
  { name: 'unicode', raw: encodeURIComponent('пиеса-🎭-ﬁ-\u202e-\u0000') },
  { name: 'JSON', raw: encodeURIComponent('{"$gt":""}') },
];

/**
 * A path that is not valid percent-encoding at all is refused by the HTTP layer (h3)
 * before any route sees it, with our branded 400 page (src/server/edge/error-page.server.ts);
 * everything else reaches a route.
 */
function undecodable(path: string) {
  try {
    decodeURI(new URL(path, 'http://x').pathname);
    return false;
  } catch {
    return true;
  }
}

/** What a page must never show, whatever it was asked. */
async function expectSafe(response: APIResponse, path: string, locale: string, what = path) {
  const status = response.status();
  const text = await response.text();
  expect(status, `${what}: status`).toBeLessThan(500);
  expect(undecodable(path) ? [400] : [200, 404], `${what}: ${status}`).toContain(status);
  expect(text, `${what}: a stack trace`).not.toMatch(/\n\s+at [^\n]*[(/][^\n]*:\d+:\d+/);
  expect(text, `${what}: a server path`).not.toMatch(/node_modules|\/work\/|\.output\/server/);
  expect(text, `${what}: the script echoed`).not.toContain(SCRIPT);
  expect(text, `${what}: the markup echoed`).not.toContain('<img src=x onerror');
  if (status === 404 && (response.headers()['content-type'] ?? '').includes('text/html')) {
    const t = messages(locale);
    expect(text, `${what}: a 404 page in ${locale}`).toContain(t.error_not_found_title);
  }
  if (status === 400) {
    expect(response.headers()['content-type'], `${what}: a page`).toContain('text/html');
    expect(text, `${what}: the bad-address page in ${locale}`).toContain(messages(locale).error_bad_address);
  }
}

/** Requests a batch of paths a few at a time and checks every answer. */
async function checkAll(
  request: import('@playwright/test').APIRequestContext,
  paths: string[],
  locale: string,
  headers: Record<string, string> = {},
) {
  const queue = [...paths];
  const run = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const response = await request.get(path, { headers, maxRedirects: 5 });
      await expectSafe(response, path, locale);
    }
  };
  await Promise.all([run(), run(), run(), run()]);
}

let realCategory = '';
test.beforeAll(async () => {
  const data = await shopQuery(
    shopGraphql(`query Collections { collections(options: { take: 1, topLevelOnly: true }) { items { slug } } }`),
  );
  realCategory = data.collections.items[0]!.slug;
});

for (const { locale, prefix } of LOCALES) {
  test.describe(`hostile input (${locale})`, () => {
    for (const route of ['plays', 'actors', 'category', 'product', 'checkout/confirmation']) {
      test(`/${route}/{hostile}`, async ({ request }) => {
        await checkAll(
          request,
          HOSTILE.map(({ raw }) => `${prefix}/${route}/${raw}`),
          locale,
        );
      });
    }

    test('search, collection filter and pagination parameters', async ({ request }) => {
      const pages = ['-1', '0', '99999999999999999999', '1e400', 'two', '1.5', '%00', '[]'];
      await checkAll(
        request,
        [
          ...HOSTILE.map(({ raw }) => `${prefix}/search?term=${raw}`),
          ...HOSTILE.map(({ raw }) => `${prefix}/search?q=${raw}`),
          ...HOSTILE.map(({ raw }) => `${prefix}/search?collection=${raw}`),
          ...pages.map((page) => `${prefix}/search?term=shirt&page=${page}`),
          ...pages.map((page) => `${prefix}/category/${realCategory}?page=${page}`),
          ...HOSTILE.map(({ raw }) => `${prefix}/category/${realCategory}?page=${raw}`),
        ],
        locale,
      );
    });

    test('account tokens and return-to targets', async ({ request }) => {
      const paths = HOSTILE.flatMap(({ raw }) => [
        `${prefix}/verify?token=${raw}`,
        `${prefix}/account/verify?token=${raw}`,
        `${prefix}/password-reset?token=${raw}`,
        `${prefix}/account/password-reset?token=${raw}`,
        `${prefix}/account/login?returnTo=${raw}`,
      ]);
      await checkAll(request, paths, locale);
    });
  });
}

test('a hostile token on the verify page gets the "link is not valid" message in the page language', async ({
  page,
}) => {
  for (const { locale, prefix } of LOCALES) {
    const t = messages(locale);
    await page.goto(`${prefix}/account/verify?token=${encodeURIComponent(SCRIPT)}`);
    await page.getByRole('button', { name: t.account_verify_submit }).click();
    await expect(page.getByRole('alert')).toHaveText(t.account_error_token_invalid);
    await page.goto(`${prefix}/account/password-reset?token=${encodeURIComponent(`${'x'.repeat(3000)}'--`)}`);
    await expect(page.getByRole('main')).toBeVisible();
  }
});

/** A visitor with a cart: their real session cookie. */
async function sessionWithCart(page: Page) {
  await page.goto('/en/product/t-shirt-foyer-logo');
  await page.getByRole('button', { name: messages('en').product_add_to_cart }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const session = (await page.context().cookies()).find((c) => c.name === 'foyer_session');
  expect(session?.value).toBeTruthy();
  return session!.value;
}

test('malformed, huge and tampered session cookies get a fresh anonymous session, never a 5xx', async ({
  page,
  request,
}) => {
  const real = await sessionWithCart(page);
  const flipped = `${real.slice(0, -1)}${real.endsWith('0') ? '1' : '0'}`;
  const cookies = [
    'foyer_session=garbage',
    `foyer_session=${'A'.repeat(5000)}`,
    `foyer_session=${flipped}`,
    'foyer_session=',
    'foyer_session=%00%FF%ZZ',
    `foyer_session="${SCRIPT}"`,
    'foyer_session=a; foyer_session=b; foyer_placed=...',
    `foyer_placed=${'x.'.repeat(2000)}`,
    'garbage-without-equals; ;;; =value',
  ];
  const pages = ['/', '/en/', '/en/cart', '/cart', '/en/checkout', '/en/product/t-shirt-foyer-logo', '/en/plays'];
  for (const cookie of cookies) {
    for (const path of pages) {
      const response = await request.get(path, { headers: { cookie }, maxRedirects: 5 });
      await expectSafe(response, path, path.startsWith('/en') ? 'en' : 'bg', `${path} with ${cookie.slice(0, 40)}`);
      expect(response.status(), `${path} with ${cookie.slice(0, 40)}`).toBe(200);
    }
  }

  // The tampered token holds nobody's cart: the cart page is empty, and the real session still has its line.
  const stranger = await page.context().browser()!.newContext();
  await stranger.addCookies([{ name: 'foyer_session', value: flipped, url: test.info().project.use.baseURL! }]);
  const strangerPage = await stranger.newPage();
  await strangerPage.goto('/en/cart');
  await expect(strangerPage.getByText(messages('en').cart_empty)).toBeVisible();
  await stranger.close();
  await page.goto('/en/cart');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('a forged "placed here" cookie does not show someone else\'s order', async ({ page, request }) => {
  const victim = await placeGuestOrder(`victim-${Date.now()}@example.com`);
  // The attacker has a session of their own and knows (or guessed) the order's code.
  const own = await sessionWithCart(page);
  const digest = createHash('sha256').update(`${victim.code}:${own}`).digest('base64url').slice(0, 22);
  for (const { prefix } of LOCALES) {
    const url = `${prefix}/checkout/confirmation/${victim.code}`;
    for (const placed of [digest, `${digest}.${digest}`, 'x'.repeat(22), victim.code]) {
      const response = await request.get(url, { headers: { cookie: `foyer_session=${own}; foyer_placed=${placed}` } });
      expect(response.status(), `${url} with foyer_placed=${placed}`).toBe(404);
      expect(await response.text()).not.toContain(victim.email);
    }
  }
});

test.describe('sign-in return-to targets never leave our origin', () => {
  const password = 'curtain-call-42';
  const targets = [
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '/%2F/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    ' //evil.example',
    '\\\\evil.example',
    '"//evil.example"',
    'https:evil.example',
    '/%5Cevil.example',
    `/${'a'.repeat(3000)}`,
  ];
  for (const target of targets) {
    test(`returnTo=${JSON.stringify(target).slice(0, 40)}`, async ({ page, context, baseURL }) => {
      const email = `return-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
      await createCustomerWithAddress(email, password, tokenFromEmail);
      // Should the browser ever be sent there, it sees this instead of a DNS error.
      await context.route(
        (url) => url.hostname.endsWith('evil.example'),
        (route) => route.fulfill({ status: 200, body: 'EVIL' }),
      );
      let dialog = false;
      page.on('dialog', async (d) => {
        dialog = true;
        await d.dismiss();
      });
      const t = messages('en');
      await page.goto(`/en/account/login?returnTo=${encodeURIComponent(target)}`);
      await page.getByLabel(t.account_email, { exact: true }).fill(email);
      await page.getByLabel(t.account_password, { exact: true }).fill(password);
      await page.getByRole('button', { name: t.account_sign_in }).click();
      await expect.poll(() => page.url()).not.toContain('/account/login');
      await page.waitForLoadState('load');
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
      expect(await page.content()).not.toContain('EVIL');
      expect(dialog).toBe(false);
    });
  }
});
