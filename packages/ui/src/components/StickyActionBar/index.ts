export { StickyActionBar, WideOnly, type StickyActionBarProps } from './StickyActionBar';
