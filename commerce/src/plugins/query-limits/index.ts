export { depthLimitRule, documentDepth } from '@foyer/shared/query-depth';
export { SHOP_API_MAX_COMPLEXITY, SHOP_API_MAX_DEPTH } from '@foyer/shared/query-limits';
export { complexityLimitPlugin, QUERY_TOO_COMPLEX_CODE, queryTooComplexError } from './complexity-limit';
export { hideSuggestionsPlugin } from './hide-suggestions';
