import { EmailEventListener } from '@vendure/email-plugin';
import { homeLink, tokenLink } from '../emails/account-email-handlers';
import { formatDateTime } from '../emails/email-format';
import { emailLanguage } from '../emails/email-locale';
import { WaitingListEmailEvent } from './waiting-list-email.event';

/** The storefront pages the links open (each takes `?token=`). */
export const WAITING_LIST_PATHS = {
  confirm: '/waiting-list/confirm',
  offer: '/waiting-list/offer',
  unsubscribe: '/waiting-list/leave',
} as const;

/** What both emails show: the play, the performance's start, and the unsubscribe link (in every email). */
function templateVars(storefrontUrl: string, event: WaitingListEmailEvent) {
  const languageCode = event.entry.languageCode;
  const language = emailLanguage(languageCode);
  const { titles, startsAt } = event.performance;
  const title = titles[languageCode] ?? titles[language.locale] ?? titles.bg ?? Object.values(titles)[0] ?? '';
  return {
    language,
    firstName: '',
    title,
    startsAt: startsAt ? formatDateTime(language, startsAt) : '',
    seats: event.entry.seats,
    offeredUntil: event.entry.offeredUntil ? formatDateTime(language, event.entry.offeredUntil) : '',
    actionUrl: tokenLink(
      storefrontUrl,
      languageCode,
      event.kind === 'confirm' ? WAITING_LIST_PATHS.confirm : WAITING_LIST_PATHS.offer,
      event.tokens.action,
    ),
    unsubscribeUrl: tokenLink(storefrontUrl, languageCode, WAITING_LIST_PATHS.unsubscribe, event.tokens.unsubscribe),
    homeUrl: homeLink(storefrontUrl, languageCode),
  };
}

/** The waiting list's two emails, in the language the visitor joined in (ADR 063). */
export function waitingListEmailHandlers(storefrontUrl: string) {
  const confirm = new EmailEventListener('waiting-list-confirm')
    .on(WaitingListEmailEvent)
    .filter((event) => event.kind === 'confirm')
    .setRecipient((event) => event.entry.email)
    .setFrom('{{ fromAddress }}')
    .setSubject('{{t "waiting_confirm_subject" title=title}}')
    .setTemplateVars((event) => templateVars(storefrontUrl, event));
  const offer = new EmailEventListener('waiting-list-offer')
    .on(WaitingListEmailEvent)
    .filter((event) => event.kind === 'offer')
    .setRecipient((event) => event.entry.email)
    .setFrom('{{ fromAddress }}')
    .setSubject('{{t "waiting_offer_subject" title=title}}')
    .setTemplateVars((event) => templateVars(storefrontUrl, event));
  return [confirm, offer];
}
