export * as Dialog from './Dialog';
export { DIALOG_SIZES, DIALOG_VARIANTS } from './Dialog';
