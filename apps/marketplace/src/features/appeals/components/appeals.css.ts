import { style } from '@vanilla-extract/css';
import { vars, column, headingText, surface } from '@marketplace/ui';

export const page = style({
  maxWidth: '760px',
  margin: '0 auto',
  padding: `${vars.space['8']} ${vars.space['4']}`,
  ...column,
  gap: vars.space['6'],
});

export const title = style({
  ...headingText,
  fontSize: vars.fontSize['3xl'],
});

export const panel = style({
  ...column,
  gap: vars.space['4'],
  padding: vars.space['6'],
  ...surface,
  boxShadow: vars.shadow.sm,
});

export const panelTitle = style({
  ...headingText,
  fontSize: vars.fontSize.xl,
});

export const subTitle = style({
  ...headingText,
  fontSize: vars.fontSize.lg,
});

export const text = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.normal,
});

export const muted = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const form = style({ ...column, gap: vars.space['4'] });
