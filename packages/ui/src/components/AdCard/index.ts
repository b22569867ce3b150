export { AdCard, adCardLabels, type AdCardAd, type AdCardLabels, type AdCardProps } from './AdCard';
export { cardActionLabels, type CardActionLabels } from './CardActions';
export { type CardFavorite } from './CardParts';
