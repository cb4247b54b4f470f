export { depthLimitRule, documentDepth, QUERY_TOO_DEEP_CODE } from './depth-limit';
export { SHOP_API_MAX_COMPLEXITY, SHOP_API_MAX_DEPTH } from './limits';
