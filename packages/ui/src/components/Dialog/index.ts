export * as Dialog from './Dialog';
export { DIALOG_SIZES } from './Dialog';
