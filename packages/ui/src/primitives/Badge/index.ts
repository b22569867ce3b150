export { Badge, BADGE_TONES, type BadgeProps } from './Badge';
