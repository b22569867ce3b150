export {
  StartConversationDialog,
  type StartConversationDialogProps,
} from './StartConversationDialog';
