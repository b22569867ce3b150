export {
  BusinessCard,
  businessCardLabels,
  type BusinessCardAd,
  type BusinessCardLabels,
  type BusinessCardProps,
} from './BusinessCard';
