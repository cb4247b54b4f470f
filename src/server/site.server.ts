import { getRequestUrl } from '@tanstack/react-start/server';
import { serverEnv } from './env.server';

/** The storefront's public origin: STOREFRONT_URL when set, else the origin the request came to. */
export function siteOrigin(): string {
  const configured = serverEnv().STOREFRONT_URL;
  return (configured ? new URL(configured) : getRequestUrl()).origin;
}
