export { Card, CARD_ELEMENTS, CARD_VARIANTS, type CardProps } from './Card';
