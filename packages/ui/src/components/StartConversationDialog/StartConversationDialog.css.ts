import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { column } from '../../theme/rules';

export const form = style({
  ...column,
  gap: vars.space['4'],
});
