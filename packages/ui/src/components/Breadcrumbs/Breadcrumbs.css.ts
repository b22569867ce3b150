import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { wrappingRow } from '../../theme/rules';

export const nav = style({ fontSize: vars.fontSize.sm });

export const list = style({
  ...wrappingRow,
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ minWidth: 0 });
export const separator = style({ color: vars.color.textMuted });

export const link = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: {
    '&:hover': { color: vars.color.primaryHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
