// The design system's public surface.
import './theme/theme.css';

export { vars } from './theme/contract.css';
export { breakpoints, mediaQueries, lightTokens } from './theme/tokens';
export { sprinkles, type Sprinkles } from './theme/sprinkles.css';
export {
  centeredRow,
  column,
  headingText,
  mutedText,
  statusTones,
  surface,
  toneVariants,
  wrappingRow,
} from './theme/rules';
export * from './primitives/Toast';
export * from './primitives/SkipLink';
export * from './primitives/Box';
export * from './primitives/Button';
export * from './primitives/FormField';
export * from './primitives/TextField';
export * from './primitives/TextArea';
export * from './primitives/NumberField';
export * from './primitives/PasswordField';
export * from './components/Hero';
export * from './components/MarketingSection';
export * from './components/WhatWeOffer';
export * from './components/WhyChooseUs';
export * from './components/CallToAction';
export * from './components/AccessDenied';
export * from './components/SearchPanel';
export * from './primitives/Select';
export * from './primitives/Dialog';
export * from './primitives/ConfirmDialog';
export * from './primitives/IconButton';
export * from './components/StartConversationDialog';
export * from './primitives/DropdownMenu';
export * from './primitives/Badge';
export * from './primitives/Chip';
export * from './components/ImageUploader';
export * from './primitives/Spinner';
export * from './primitives/Alert';
export * from './primitives/EmptyState';
export * from './primitives/Card';
export * from './primitives/Grid';
export * from './primitives/RouterLink';
export * from './components/NavBar';
export * from './components/ImageGallery';
export * from './components/ConversationList';
export * from './components/MessageThread';
export * from './components/MessageText';
export * from './components/AdCard';
export * from './components/BusinessCard';
export { uiTexts } from './texts';
export { PrimitiveLabelsContext, primitiveLabels, type PrimitiveLabels } from './primitives/labels';
export * from './components/Breadcrumbs';
export * from './components/FactList';
export * from './components/SellerPanel';
export * from './components/StickyActionBar';
export * from './components/ShareButton';
export * from './components/StatusChip';
export * from './components/FavoriteButton';
export * from './components/ReportAdDialog';
