import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { EXISTING_SESSION_HEADER, SESSION_GONE_CODE } from '@foyer/shared/existing-session';
import { expect, inject, it } from 'vitest';
import { mailTo } from './mailbox';

/**
 * A call for a session the storefront holds never starts another (ADR 050). Vendure starts
 * an anonymous session for any field that needs the Owner permission when the token it is
 * given names none; with the storefront's header it answers SESSION_GONE instead.
 */
const ACTIVE_ORDER = 'query ActiveOrder { activeOrder { id } }';

function sessionRows(): number {
  const db = new DatabaseSync(path.join(inject('dataDir'), 'foyer.sqlite'), { readOnly: true });
  try {
    return Number((db.prepare('SELECT COUNT(*) AS n FROM session').get() as { n: number }).n);
  } finally {
    db.close();
  }
}

async function post(query: string, headers: Record<string, string> = {}) {
  const response = await fetch(inject('shopApiUrl'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'vendure-token': 'foyer', ...headers },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
  return { status: response.status, token: response.headers.get('vendure-auth-token') || undefined, body };
}

/**
 * A session that has ended at Vendure: a customer's, signed in by verifying the account,
 * then signed out (Vendure's `logout` ends only a signed-in session, never an anonymous one).
 */
async function endedSessionToken(): Promise<string> {
  const email = `gone-${Date.now()}-${Math.floor(Math.random() * 1e6)}@foyer.example`;
  const registered = await post(
    `mutation { registerCustomerAccount(input: { emailAddress: "${email}", firstName: "Ana", lastName: "Petrova", password: "a-long-password-1" }) { __typename } }`,
  );
  expect(registered.body.data).toEqual({ registerCustomerAccount: { __typename: 'Success' } });
  const mail = await mailTo(email, /./);
  const verification = /\/account\/verify\?token=([A-Za-z0-9_-]+)/.exec(mail.html)?.[1];
  expect(verification).toBeTruthy();
  const verified = await post(`mutation { verifyCustomerAccount(token: "${verification}") { __typename } }`);
  expect(verified.body.data).toEqual({ verifyCustomerAccount: { __typename: 'CurrentUser' } });
  const token = verified.token!;
  expect(token).toBeTruthy();
  const out = await post('mutation { logout { success } }', { authorization: `Bearer ${token}` });
  expect(out.body.data).toEqual({ logout: { success: true } });
  return token;
}

it('answers SESSION_GONE with 401 to a marked call whose session has ended, and starts none', async () => {
  const token = await endedSessionToken();
  const before = sessionRows();
  const gone = await post(ACTIVE_ORDER, { authorization: `Bearer ${token}`, [EXISTING_SESSION_HEADER]: '1' });
  expect(gone.status).toBe(401);
  expect(gone.body.data ?? undefined).toBeUndefined();
  expect(gone.body.errors?.[0]?.extensions?.code).toBe(SESSION_GONE_CODE);
  expect(gone.token).toBeUndefined();
  expect(sessionRows()).toBe(before);

  // A made-up token is refused the same way.
  const forged = await post(ACTIVE_ORDER, { authorization: 'Bearer not-a-session', [EXISTING_SESSION_HEADER]: '1' });
  expect(forged.body.errors?.[0]?.extensions?.code).toBe(SESSION_GONE_CODE);
  expect(sessionRows()).toBe(before);
});

it('leaves a marked call with a live session, and an unmarked one, to Vendure', async () => {
  const started = await post(ACTIVE_ORDER);
  expect(started.token).toBeTruthy();
  const live = await post(ACTIVE_ORDER, { authorization: `Bearer ${started.token}`, [EXISTING_SESSION_HEADER]: '1' });
  expect(live.status).toBe(200);
  expect(live.body).toEqual({ data: { activeOrder: null } });

  // Why the header exists: without it, Vendure answers the ended session's read with a new session.
  const token = await endedSessionToken();
  const unmarked = await post(ACTIVE_ORDER, { authorization: `Bearer ${token}` });
  expect(unmarked.body).toEqual({ data: { activeOrder: null } });
  expect(unmarked.token).toBeTruthy();
  expect(unmarked.token).not.toBe(token);
});
