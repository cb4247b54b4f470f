import { emailAddressChangeHandler, passwordResetHandler, verificationHandler } from './account-email-handlers';
import { orderConfirmationBackstopHandler, orderConfirmationHandler } from './order-confirmation';
import type { FoyerEmailOptions } from './types';

/** Every email Foyer sends, each in its recipient's language (ADR 034). */
export function foyerEmailHandlers(options: FoyerEmailOptions) {
  return [
    orderConfirmationHandler(options),
    // Sent only when the worker finds a settled order's confirmation never queued (ADR 064).
    orderConfirmationBackstopHandler(options),
    verificationHandler(options.storefrontUrl),
    passwordResetHandler(options.storefrontUrl),
    emailAddressChangeHandler(options.storefrontUrl),
  ];
}
