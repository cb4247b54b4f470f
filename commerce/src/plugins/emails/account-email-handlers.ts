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
import { retryWhileDatabaseUnavailable } from '../database-outage/database-unavailable';
import { emailLanguage } from './email-locale';
import { localizedUrl } from './localized-links';

/** The customer behind a user: their first name and stored language (set at registration). */
export async function recipientOf(ctx: RequestContext, injector: Injector, userId: ID) {
  const customer = await injector.get(CustomerService).findOneByUserId(ctx, userId, false);
  const preferred = (customer?.customFields as { preferredLanguage?: string | null } | undefined)?.preferredLanguage;
  return { firstName: customer?.firstName ?? '', preferredLanguage: preferred || undefined };
}

/** A storefront page in a language with a token in its query, e.g. …/de/account/verify?token=abc. */
export function tokenLink(storefrontUrl: string, languageCode: string, path: string, token: string | undefined | null) {
  const url = new URL(localizedUrl(storefrontUrl, languageCode, path));
  url.searchParams.set('token', token ?? '');
  return url.toString();
}

/** The storefront's home page in a language, for the footer. */
export const homeLink = (storefrontUrl: string, languageCode: string) => localizedUrl(storefrontUrl, languageCode, '');

/**
 * Account verification, in the language of the page the visitor registered on (the
 * registering request's).
 */
export function verificationHandler(storefrontUrl: string) {
  return new EmailEventListener('email-verification')
    .on(AccountRegistrationEvent)
    .filter((event) => {
      const native = event.user.authenticationMethods.find((m) => m instanceof NativeAuthenticationMethod);
      return Boolean(native?.identifier);
    })
    .loadData(({ event, injector }) =>
      retryWhileDatabaseUnavailable(() => recipientOf(event.ctx, injector, event.user.id)),
    )
    .setRecipient((event) => event.user.identifier)
    .setFrom('{{ fromAddress }}')
    .setSubject('{{t "verify_subject"}}')
    .setTemplateVars((event) => ({
      language: emailLanguage(event.ctx.languageCode),
      firstName: event.data.firstName,
      actionUrl: tokenLink(
        storefrontUrl,
        event.ctx.languageCode,
        '/account/verify',
        event.user.getNativeAuthenticationMethod().verificationToken,
      ),
      homeUrl: homeLink(storefrontUrl, event.ctx.languageCode),
    }));
}

/** Password reset, in the customer's stored language (else the request's). */
export function passwordResetHandler(storefrontUrl: string) {
  return new EmailEventListener('password-reset')
    .on(PasswordResetEvent)
    .loadData(({ event, injector }) =>
      retryWhileDatabaseUnavailable(() => recipientOf(event.ctx, injector, event.user.id)),
    )
    .setRecipient((event) => event.user.identifier)
    .setFrom('{{ fromAddress }}')
    .setSubject('{{t "reset_subject"}}')
    .setTemplateVars((event) => {
      const languageCode = event.data.preferredLanguage ?? event.ctx.languageCode;
      return {
        language: emailLanguage(languageCode),
        firstName: event.data.firstName,
        actionUrl: tokenLink(
          storefrontUrl,
          languageCode,
          '/account/password-reset',
          event.user.getNativeAuthenticationMethod().passwordResetToken,
        ),
        homeUrl: homeLink(storefrontUrl, languageCode),
      };
    });
}

/** Confirmation of a new email address, sent to that address in the customer's stored language. */
export function emailAddressChangeHandler(storefrontUrl: string) {
  return new EmailEventListener('email-address-change')
    .on(IdentifierChangeRequestEvent)
    .loadData(({ event, injector }) =>
      retryWhileDatabaseUnavailable(() => recipientOf(event.ctx, injector, event.user.id)),
    )
    .setRecipient((event) => event.user.getNativeAuthenticationMethod().pendingIdentifier ?? '')
    .setFrom('{{ fromAddress }}')
    .setSubject('{{t "change_subject"}}')
    .setTemplateVars((event) => {
      const languageCode = event.data.preferredLanguage ?? event.ctx.languageCode;
      const native = event.user.getNativeAuthenticationMethod();
      return {
        language: emailLanguage(languageCode),
        firstName: event.data.firstName,
        newEmailAddress: native.pendingIdentifier ?? '',
        actionUrl: tokenLink(storefrontUrl, languageCode, '/account/verify-email-change', native.identifierChangeToken),
        homeUrl: homeLink(storefrontUrl, languageCode),
      };
    });
}
