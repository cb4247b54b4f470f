/** The `extensions.code` of a refused attempt (with HTTP 429 and Retry-After). */
export const RATE_LIMITED_CODE = 'RATE_LIMITED';
export const loggerCtx = 'RateLimit';
