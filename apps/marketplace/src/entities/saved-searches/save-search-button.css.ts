import { style } from '@vanilla-extract/css';
import { vars, column, mutedText, wrappingRow } from '@marketplace/ui';

export const bar = style({
  ...wrappingRow,
  alignItems: 'center',
  gap: `${vars.space['2']} ${vars.space['4']}`,
});

export const hint = style({ ...mutedText, fontSize: vars.fontSize.sm });

export const form = style({
  ...column,
  gap: vars.space['4'],
});
