import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { column, wrappingRow } from '../../theme/rules';

export const card = recipe({
  base: {
    ...column,
    minWidth: 0,
    overflow: 'hidden',
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    listStyle: 'none',
  },
  variants: {
    variant: {
      elevated: { boxShadow: vars.shadow.sm, border: `1px solid ${vars.color.border}` },
      outlined: { border: `1px solid ${vars.color.border}` },
      muted: { background: vars.color.surfaceMuted },
    },
  },
  defaultVariants: { variant: 'elevated' },
});

export const media = style({
  position: 'relative',
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const header = style({
  ...column,
  // Chips and badges keep their own width instead of stretching across the card.
  alignItems: 'flex-start',
  gap: vars.space['1'],
  padding: `${vars.space['4']} ${vars.space['4']} 0`,
});

export const body = style({
  ...column,
  gap: vars.space['2'],
  flex: 1,
  padding: vars.space['4'],
});

export const footer = style({
  ...wrappingRow,
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderTop: `1px solid ${vars.color.border}`,
});
