export { complexityLimitPlugin, QUERY_TOO_COMPLEX_CODE, queryTooComplexError } from './complexity-limit';
export { depthLimitRule, documentDepth } from './depth-limit';
export { hideSuggestionsPlugin } from './hide-suggestions';
export { SHOP_API_MAX_COMPLEXITY, SHOP_API_MAX_DEPTH } from './limits';
