import {
  flag,
  oneOf,
  orElse,
  port,
  seconds,
  secret,
  sharedVariables,
  text,
  url,
  variable,
} from '@foyer/shared/environment-rules.server';
import { z } from 'zod';
import { assetS3Variables } from './asset-storage-environment';
import { LOG_LEVELS } from './logging/pino-logger';

/**
 * Every variable the commerce server reads, each with its rule and default (see .env.example).
 * The rules are the storefront's (shared/environment-rules.server.ts, ADR 044); what depends on
 * several variables at once is checked in environment.ts.
 */
export const commerceVariables = z.object({
  ...sharedVariables,
  ...assetS3Variables,
  VENDURE_PORT: orElse(port('VENDURE_PORT'), 3001),
  VENDURE_HOST: variable(
    (value) => (/\s|\//.test(value) ? undefined : value),
    (value) => `VENDURE_HOST must be an address such as 127.0.0.1, got "${value}"`,
  ),
  VENDURE_DATA_DIR: text(),
  // No host is needed: `postgres://user@/foyer?host=/run/postgresql` names a Unix socket.
  DATABASE_URL: variable(
    (value) => (/^postgres(ql)?:\/\/\S*$/.test(value) ? value : undefined),
    () => 'DATABASE_URL must be a postgres:// or postgresql:// URL such as postgres://foyer@127.0.0.1:5432/foyer',
  ),
  STOREFRONT_URL: orElse(sharedVariables.STOREFRONT_URL, 'http://localhost:3000'),
  VENDURE_SUPERADMIN_USERNAME: orElse(text(), 'superadmin'),
  VENDURE_SUPERADMIN_PASSWORD: text(),
  VENDURE_COOKIE_SECRET: text(),
  TICKET_SIGNING_SECRET: secret('TICKET_SIGNING_SECRET', 16),
  SMTP_URL: url('SMTP_URL', ['smtp', 'smtps'], 'smtps://user:password@smtp.example.org:465'),
  VENDURE_EMAIL_DEV_MODE: flag('VENDURE_EMAIL_DEV_MODE'),
  EMAIL_FROM: orElse(text(), '"Foyer Theatre" <box-office@foyer.example>'),
  VENDURE_IN_PROCESS_JOBS: orElse(flag('VENDURE_IN_PROCESS_JOBS'), true),
  STRIPE_SECRET_KEY: text(),
  STRIPE_WEBHOOK_SECRET: text(),
  STRIPE_API_HOST: text(),
  STRIPE_API_PORT: port('STRIPE_API_PORT'),
  STRIPE_API_PROTOCOL: oneOf('STRIPE_API_PROTOCOL', ['http', 'https']),
  TEST_CARD_PAYMENTS: flag('TEST_CARD_PAYMENTS'),
  SEAT_HOLD_SECONDS: orElse(seconds('SEAT_HOLD_SECONDS'), 600),
  WAITING_LIST_OFFER_SECONDS: orElse(seconds('WAITING_LIST_OFFER_SECONDS'), 86400),
  LOG_LEVEL: orElse(oneOf('LOG_LEVEL', LOG_LEVELS), 'info'),
  VENDURE_WORKER_HEALTH_PORT: orElse(port('VENDURE_WORKER_HEALTH_PORT'), 3020),
  DASHBOARD_DEV_SERVER_PORT: orElse(port('DASHBOARD_DEV_SERVER_PORT'), 1),
  VENDURE_LOG_QUERY_COMPLEXITY: orElse(flag('VENDURE_LOG_QUERY_COMPLEXITY'), false),
});

export type CommerceVariables = z.output<typeof commerceVariables>;
