import { style } from '@vanilla-extract/css';
import { vars } from '@marketplace/ui';

export const section = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space['8']} ${vars.space['4']}`,
});

export const heading = style({
  margin: `0 0 ${vars.space['6']}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});
