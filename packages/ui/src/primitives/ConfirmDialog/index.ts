export { ConfirmDialog, CONFIRM_DIALOG_TONES, type ConfirmDialogProps } from './ConfirmDialog';
