import { style } from '@vanilla-extract/css';
import { vars, column, headingText, mutedText, surface, wrappingRow } from '@marketplace/ui';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space['10']} ${vars.space['4']}`,
});

export const card = style({
  width: '100%',
  maxWidth: '440px',
  ...column,
  gap: vars.space['5'],
  padding: vars.space['8'],
  ...surface,
  boxShadow: vars.shadow.md,
});

export const title = style({
  ...headingText,
  fontSize: vars.fontSize['2xl'],
  textAlign: 'center',
});

export const text = style({
  ...mutedText,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'center',
});

export const form = style({
  ...column,
  gap: vars.space['4'],
});

export const actions = style({
  ...wrappingRow,
  justifyContent: 'center',
  gap: vars.space['3'],
});

export const links = style({
  ...column,
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  ':hover': { textDecoration: 'underline' },
});
