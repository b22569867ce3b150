export {
  AdCard,
  AD_CARD_LABELS,
  type AdCardAd,
  type AdCardLabels,
  type AdCardProps,
} from './AdCard';
export { CARD_ACTION_LABELS, type CardActionLabels } from './CardActions';
export { type CardFavorite } from './CardParts';
