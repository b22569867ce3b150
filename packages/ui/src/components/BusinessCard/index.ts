export {
  BusinessCard,
  BUSINESS_CARD_LABELS,
  type BusinessCardAd,
  type BusinessCardLabels,
  type BusinessCardProps,
} from './BusinessCard';
