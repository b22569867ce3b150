import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { centeredRow, column, headingText, surface } from '../../theme/rules';

export const panel = style({
  ...column,
  ...surface,
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['4'],
  padding: vars.space['8'],
  width: '100%',
  maxWidth: '480px',
  marginInline: 'auto',
  borderTop: `4px solid ${vars.color.danger}`,
  boxShadow: vars.shadow.md,
});

export const icon = style({
  ...centeredRow,
  display: 'inline-flex',
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
  ...headingText,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
});

export const message = style({ fontSize: vars.fontSize.lg, color: vars.color.text });

export const accountType = style({ color: vars.color.textMuted });

export const accountTypeValue = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});
