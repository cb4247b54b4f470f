export { ConfirmationBackstopPlugin, confirmationJobOptions } from './confirmation-backstop';
export { FoyerEmailGenerator } from './foyer-email-generator';
export { foyerEmailHandlers } from './foyer-email-handlers';
export { FoyerEmailSender } from './foyer-email-sender';
export { localizedUrl, storefrontPrefix } from './localized-links';
export type { EmailTicket, FoyerEmailOptions, TicketsForEmail } from './types';
