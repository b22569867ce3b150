export { ShareButton, type ShareButtonProps } from './ShareButton';
