export * as DropdownMenu from './DropdownMenu';
export { DROPDOWN_MENU_ITEM_TONES } from './DropdownMenu';
