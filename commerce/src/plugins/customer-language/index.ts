export { CustomerLanguagePlugin } from './customer-language.plugin';
export { localizedEmailHandlers } from './localized-email-handlers';
export { localizedUrl, storefrontPrefix } from './localized-links';
export { FoyerTemplateLoader } from './order-confirmation';
