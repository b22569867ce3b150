import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { column } from '../../theme/rules';

export const root = style({
  ...column,
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['10']} ${vars.space['4']}`,
  textAlign: 'center',
  color: vars.color.text,
});

export const icon = style({ color: vars.color.textMuted, fontSize: '40px', display: 'flex' });

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({ maxWidth: '48ch', color: vars.color.textMuted });

export const action = style({ marginTop: vars.space['2'] });
