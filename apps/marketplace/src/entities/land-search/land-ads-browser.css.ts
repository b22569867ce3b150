import { style } from '@vanilla-extract/css';
import { vars } from '@marketplace/ui';

export const browser = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
});
