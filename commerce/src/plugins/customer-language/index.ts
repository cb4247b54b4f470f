export { CustomerLanguagePlugin } from './customer-language.plugin';
