// The bar's dropdown menus: one chunk, loaded after the page (see useNavBarMenus).
export { AccountMenu } from './AccountMenu';
export { NarrowMenu } from './NarrowMenu';
export { LanguageMenu } from './LanguageMenu';
