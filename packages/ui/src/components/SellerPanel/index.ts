export { SellerPanel, type SellerPanelProps } from './SellerPanel';
