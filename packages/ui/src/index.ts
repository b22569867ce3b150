// The design system's public surface.
import './theme/theme.css';

export { vars } from './theme/contract.css';
export { breakpoints, mediaQueries, lightTokens } from './theme/tokens';
export { sprinkles, type Sprinkles } from './theme/sprinkles.css';
export * from './components/Box';
export * from './components/Button';
export * from './components/FormField';
export * from './components/TextField';
export * from './components/TextArea';
export * from './components/NumberField';
export * from './components/PasswordField';
export * from './components/Hero';
export * from './components/MarketingSection';
export * from './components/WhatWeOffer';
export * from './components/WhyChooseUs';
export * from './components/CallToAction';
export * from './components/AccessDenied';
export * from './components/SearchPanel';
export * from './components/Select';
export * from './components/Dialog';
export * from './components/ConfirmDialog';
export * from './components/IconButton';
export * from './components/StartConversationDialog';
export * from './components/DropdownMenu';
export * from './components/Badge';
export * from './components/Chip';
export * from './components/ImageUploader';
