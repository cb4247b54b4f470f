import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import { registerInput, requestResetInput, resetInput, signInInput, verifyInput } from '~/lib/account-validation';
import { PAGE_SIZE } from '~/lib/pagination';
import {
  GetActiveCustomer,
  GetOrderHistory,
  LogInUser,
  LogOutUser,
  RegisterCustomerAccount,
  RequestPasswordReset,
  ResetPassword,
  VerifyCustomerAccount,
} from './account.graphql';
import { clearSession, hasSession, shopApi } from './vendure.server';

/** What an account mutation tells the form: done, or Vendure's error code and message. */
export type AccountResult = { ok: true } | { ok: false; errorCode: string; message: string };

function resultOf(
  value: { __typename: string; errorCode?: string; message?: string } | null | undefined,
): AccountResult {
  if (!value) return { ok: true };
  if ('errorCode' in value && value.errorCode)
    return { ok: false, errorCode: value.errorCode, message: value.message ?? '' };
  return { ok: true };
}

/** Signs in; the guest's session token goes along, so their cart is kept. */
export const signIn = createServerFn({ method: 'POST' })
  .validator(signInInput)
  .handler(async ({ data }) => resultOf((await shopApi(LogInUser, data)).login));

export const signOut = createServerFn({ method: 'POST' }).handler(async () => {
  if (hasSession()) await shopApi(LogOutUser, {});
  clearSession();
  return { ok: true } as AccountResult;
});

export const register = createServerFn({ method: 'POST' })
  .validator(registerInput)
  .handler(async ({ data }) =>
    resultOf((await shopApi(RegisterCustomerAccount, { input: data })).registerCustomerAccount),
  );

export const verifyAccount = createServerFn({ method: 'POST' })
  .validator(verifyInput)
  .handler(async ({ data }) => resultOf((await shopApi(VerifyCustomerAccount, data)).verifyCustomerAccount));

/** Always answers done, whether or not the address has an account: no account discovery. */
export const requestPasswordReset = createServerFn({ method: 'POST' })
  .validator(requestResetInput)
  .handler(async ({ data }) => {
    await shopApi(RequestPasswordReset, data);
    return { ok: true } as AccountResult;
  });

export const resetPassword = createServerFn({ method: 'POST' })
  .validator(resetInput)
  .handler(async ({ data }) => resultOf((await shopApi(ResetPassword, data)).resetPassword));

/** The signed-in customer, or null (without a session there is nobody to ask about). */
export const getActiveCustomer = createServerFn({ method: 'GET' }).handler(async () => {
  if (!hasSession()) return null;
  return (await shopApi(GetActiveCustomer, {})).activeCustomer ?? null;
});

export const getOrderHistory = createServerFn({ method: 'GET' })
  .validator(z.object({ skip: z.number().int().min(0).max(100_000) }))
  .handler(async ({ data }) => {
    if (!hasSession()) return null;
    const { activeCustomer } = await shopApi(GetOrderHistory, {
      options: { skip: data.skip, take: PAGE_SIZE, sort: { orderPlacedAt: 'DESC' }, filter: { active: { eq: false } } },
    });
    return activeCustomer?.orders ?? null;
  });
