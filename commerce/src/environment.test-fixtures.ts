/**
 * A production environment with every secret given and the test card asked for: the
 * base the environment tests add to or take from. Test data only (not built).
 */
export const productionSecrets = {
  NODE_ENV: 'production',
  VENDURE_COOKIE_SECRET: 'c',
  TICKET_SIGNING_SECRET: 'a-ticket-key-for-this-shop',
  VENDURE_SUPERADMIN_PASSWORD: 'p',
  VENDURE_CLIENT_IP_SECRET: 'a-secret-of-16-or-more',
  TEST_CARD_PAYMENTS: 'true',
};

/** The same, with emails kept in the dev mailbox, so no SMTP server is needed. */
export const productionWithMailbox = { ...productionSecrets, VENDURE_EMAIL_DEV_MODE: 'true' };
