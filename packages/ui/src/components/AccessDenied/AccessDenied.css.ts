import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { column } from '../../theme/rules';

export const panel = style({
  ...column,
  alignItems: 'center',
  gap: vars.space['4'],
  width: '100%',
  maxWidth: '480px',
  marginInline: 'auto',
  padding: vars.space['8'],
  textAlign: 'center',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.full,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const message = style({ fontSize: vars.fontSize.lg, color: vars.color.text });

export const accountType = style({ color: vars.color.textMuted });

export const accountTypeValue = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});
