import { style } from '@vanilla-extract/css';
import { vars, column } from '@marketplace/ui';

export const browser = style({
  ...column,
  gap: vars.space['6'],
});
