export { CLIENT_IP_HEADER, CLIENT_IP_SECRET_HEADER } from './client-ip';
export { RATE_LIMITED_CODE } from './constants';
export { RateLimitPlugin, type RateLimitPluginOptions } from './rate-limit.plugin';
