import { style } from '@vanilla-extract/css';
import { vars, column, wrappingRow } from '@marketplace/ui';

export const bar = style({
  ...wrappingRow,
  alignItems: 'center',
  gap: `${vars.space['2']} ${vars.space['4']}`,
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const form = style({
  ...column,
  gap: vars.space['4'],
});
