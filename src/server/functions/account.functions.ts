import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import { readFragment } from '~/graphql/graphql';
import {
  emailChangeInput,
  registerInput,
  requestResetInput,
  resetInput,
  signInInput,
  verifyInput,
} from '~/lib/account-validation';
import { PAGE_SIZE } from '~/lib/pagination';
import { orderCodeInput } from '~/lib/validation';
import { clientIp, consumeAll, emailKey, forget, limitersForServer } from '../edge/rate-limit.server';
import { clearSession, shopApi, withSession } from '../vendure/vendure.server';
import {
  GetActiveCustomer,
  GetCustomerOrder,
  GetOrderHistory,
  LogInUser,
  LogOutUser,
  RegisterCustomerAccount,
  RequestPasswordReset,
  ResetPassword,
  UpdateCustomerEmailAddress,
  VerifyCustomerAccount,
} from './account.graphql';
import { rateLimited, withinVendureLimits } from './account-rate-limit.server';
import { OrderDetailFragment } from './order.graphql';
import { ticketsForPage } from './tickets.server';

/**
 * What an account mutation tells the form: done, or Vendure's error code and message
 * (RATE_LIMITED, with the minutes to wait, when the request never reached Vendure).
 */
export type AccountResult =
  | { ok: true }
  | { ok: false; errorCode: string; message: string; retryAfterMinutes?: number };

/** What a change to an account answers without a session: nobody is signed in to change. */
export const notSignedIn = (): AccountResult => ({ ok: false, errorCode: 'NOT_SIGNED_IN', message: '' });

/** Vendure's answer to an account mutation: done, or its error code and message. */
export function resultOf(
  value: { __typename: string; errorCode?: string; message?: string } | null | undefined,
): AccountResult {
  if (!value) return { ok: true };
  if ('errorCode' in value && value.errorCode)
    return { ok: false, errorCode: value.errorCode, message: value.message ?? '' };
  return { ok: true };
}

/**
 * Signs in; the guest's session token goes along, so their cart is kept. Attempts are
 * limited per client IP and per IP + email; a successful sign-in clears the latter.
 */
export const signIn = createServerFn({ method: 'POST' })
  .validator(signInInput)
  .handler(async ({ data }) => {
    const limiters = limitersForServer();
    const ip = clientIp();
    const perEmail = emailKey(ip, data.emailAddress);
    const outcome = await consumeAll([
      { limiter: limiters.signInPerIp, key: ip },
      { limiter: limiters.signInPerEmail, key: perEmail },
    ]);
    if (!outcome.ok) return rateLimited(outcome);
    // Without "remember me" the session ends with the browser, and at the latest BROWSER_SESSION_SECONDS later.
    const lifetime = data.rememberMe ? 'remembered' : 'browser';
    const result = await withinVendureLimits(async () =>
      resultOf((await shopApi(LogInUser, data, { lifetime })).login),
    );
    if (result.ok) await forget(limiters.signInPerEmail, perEmail);
    return result;
  });

export const signOut = createServerFn({ method: 'POST' }).handler(async () => {
  await withSession(
    () => undefined,
    async () => {
      await shopApi(LogOutUser, {});
    },
  );
  clearSession();
  return { ok: true } as AccountResult;
});

export const register = createServerFn({ method: 'POST' })
  .validator(registerInput)
  .handler(async ({ data }) => {
    const outcome = await consumeAll([{ limiter: limitersForServer().register, key: clientIp() }]);
    if (!outcome.ok) return rateLimited(outcome);
    return withinVendureLimits(async () =>
      resultOf((await shopApi(RegisterCustomerAccount, { input: data })).registerCustomerAccount),
    );
  });

export const verifyAccount = createServerFn({ method: 'POST' })
  .validator(verifyInput)
  .handler(async ({ data }) => resultOf((await shopApi(VerifyCustomerAccount, data)).verifyCustomerAccount));

/**
 * Confirms a new email address with the token its email carried. Vendure confirms it only
 * for the signed-in customer (the account layout asks for a sign-in first), so a visitor
 * without a session is told to sign in, without asking Vendure (which would start an
 * anonymous session for the call, ADR 033).
 */
export const verifyEmailChange = createServerFn({ method: 'POST' })
  .validator(emailChangeInput)
  .handler(({ data }) =>
    withSession(notSignedIn, async () =>
      resultOf((await shopApi(UpdateCustomerEmailAddress, data)).updateCustomerEmailAddress),
    ),
  );

/** Always answers done, whether or not the address has an account: no account discovery. */
export const requestPasswordReset = createServerFn({ method: 'POST' })
  .validator(requestResetInput)
  .handler(async ({ data }) => {
    const outcome = await consumeAll([{ limiter: limitersForServer().passwordReset, key: clientIp() }]);
    if (!outcome.ok) return rateLimited(outcome);
    return withinVendureLimits(async () => {
      await shopApi(RequestPasswordReset, data);
      return { ok: true };
    });
  });

export const resetPassword = createServerFn({ method: 'POST' })
  .validator(resetInput)
  .handler(async ({ data }) =>
    withinVendureLimits(async () => resultOf((await shopApi(ResetPassword, data)).resetPassword)),
  );

/** The signed-in customer, or null (without a session there is nobody to ask about). */
export const getActiveCustomer = createServerFn({ method: 'GET' }).handler(() =>
  withSession(
    () => null,
    async () => (await shopApi(GetActiveCustomer, {})).activeCustomer ?? null,
  ),
);

export const getOrderHistory = createServerFn({ method: 'GET' })
  .validator(z.object({ skip: z.number().int().min(0).max(100_000) }))
  .handler(({ data }) =>
    withSession(
      () => null,
      async () => {
        const { activeCustomer } = await shopApi(GetOrderHistory, {
          options: {
            skip: data.skip,
            take: PAGE_SIZE,
            sort: { orderPlacedAt: 'DESC' },
            filter: { active: { eq: false } },
          },
        });
        return activeCustomer?.orders ?? null;
      },
    ),
  );

/** One of the signed-in customer's placed orders with its tickets; null for a guest or anyone else's code. */
export const getCustomerOrder = createServerFn({ method: 'GET' })
  .validator(orderCodeInput)
  .handler(({ data }) =>
    withSession(
      () => null,
      async () => {
        const { activeCustomer } = await shopApi(GetCustomerOrder, data);
        const order = activeCustomer?.orders.items[0];
        return order ? { ...readFragment(OrderDetailFragment, order), tickets: ticketsForPage(order.tickets) } : null;
      },
    ),
  );
