export { MessageText, type MessageTextProps } from './MessageText';
export { ExternalLinkDialog, type ExternalLinkDialogProps } from './ExternalLinkDialog';
