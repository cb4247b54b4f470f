import {
  AccountRegistrationEvent,
  CustomerService,
  type ID,
  IdentifierChangeRequestEvent,
  type Injector,
  NativeAuthenticationMethod,
  PasswordResetEvent,
  type RequestContext,
} from '@vendure/core';
import { EmailEventListener } from '@vendure/email-plugin';
import { localizedUrl } from './localized-links';
import { orderConfirmation } from './order-confirmation';

/** The customer's stored language (set at registration), else the language of the request that caused the email. */
export async function emailLanguage(ctx: RequestContext, injector: Injector, userId: ID): Promise<string> {
  const customer = await injector.get(CustomerService).findOneByUserId(ctx, userId, false);
  const preferred = (customer?.customFields as { preferredLanguage?: string | null } | undefined)?.preferredLanguage;
  return preferred || ctx.languageCode;
}

/**
 * Vendure's default email handlers with links to the storefront's localized routes, and
 * Foyer's order confirmation (order-confirmation.ts).
 * Verification uses the registering request's language (the page the visitor was on);
 * password reset and email change use the customer's preferred language.
 */
export function localizedEmailHandlers(storefrontUrl: string) {
  const emailVerification = new EmailEventListener('email-verification')
    .on(AccountRegistrationEvent)
    .filter((event) => {
      const native = event.user.authenticationMethods.find((m) => m instanceof NativeAuthenticationMethod);
      return Boolean(native?.identifier);
    })
    .setRecipient((event) => event.user.identifier)
    .setFrom('{{ fromAddress }}')
    .setSubject('Please verify your email address')
    .setTemplateVars((event) => ({
      verificationToken: event.user.getNativeAuthenticationMethod().verificationToken,
      verifyEmailAddressUrl: localizedUrl(storefrontUrl, event.ctx.languageCode, '/account/verify'),
    }));

  const passwordReset = new EmailEventListener('password-reset')
    .on(PasswordResetEvent)
    .loadData(async ({ event, injector }) => ({ language: await emailLanguage(event.ctx, injector, event.user.id) }))
    .setRecipient((event) => event.user.identifier)
    .setFrom('{{ fromAddress }}')
    .setSubject('Forgotten password reset')
    .setTemplateVars((event) => ({
      passwordResetToken: event.user.getNativeAuthenticationMethod().passwordResetToken,
      passwordResetUrl: localizedUrl(storefrontUrl, event.data.language, '/account/password-reset'),
    }));

  const emailAddressChange = new EmailEventListener('email-address-change')
    .on(IdentifierChangeRequestEvent)
    .loadData(async ({ event, injector }) => ({ language: await emailLanguage(event.ctx, injector, event.user.id) }))
    .setRecipient((event) => event.user.getNativeAuthenticationMethod().pendingIdentifier ?? '')
    .setFrom('{{ fromAddress }}')
    .setSubject('Please verify your change of email address')
    .setTemplateVars((event) => ({
      identifierChangeToken: event.user.getNativeAuthenticationMethod().identifierChangeToken,
      changeEmailAddressUrl: localizedUrl(storefrontUrl, event.data.language, '/account/verify-email-change'),
    }));

  return [orderConfirmation, emailVerification, passwordReset, emailAddressChange];
}
