import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { wrappingRow } from '../../theme/rules';

export const root = style({
  ...wrappingRow,
  alignItems: 'center',
  gap: vars.space['3'],
});

export const message = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.success,
  fontWeight: vars.fontWeight.medium,
});

export const failed = style({ color: vars.color.danger });
