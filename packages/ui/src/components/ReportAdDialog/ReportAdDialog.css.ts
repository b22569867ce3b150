import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { centeredRow, column } from '../../theme/rules';

export const form = style({
  ...column,
  gap: vars.space['4'],
});

export const reasons = style({
  ...column,
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  marginBottom: vars.space['2'],
  padding: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const reason = style({
  ...centeredRow,
  gap: vars.space['2'],
  cursor: 'pointer',
});

export const radio = style({
  width: '18px',
  height: '18px',
  margin: 0,
  accentColor: vars.color.primary,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
