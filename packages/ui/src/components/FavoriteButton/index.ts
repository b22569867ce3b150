export {
  FavoriteButton,
  FAVORITE_BUTTON_APPEARANCES,
  type FavoriteButtonProps,
} from './FavoriteButton';
