export { MarketingSection, type MarketingSectionProps } from './MarketingSection';
