export {
  IconButton,
  ICON_BUTTON_SIZES,
  ICON_BUTTON_VARIANTS,
  type IconButtonProps,
} from './IconButton';
