import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';
import { column } from '../../theme/rules';

// The closing band: white text on the primary green (AA: 6.9:1), a light button on it.
export const band = style({
  ...column,
  alignItems: 'center',
  gap: vars.space['4'],
  padding: `${vars.space['10']} ${vars.space['4']}`,
  textAlign: 'center',
  background: vars.color.primary,
  color: vars.color.primaryText,
  '@media': { [mediaQueries.md]: { padding: `${vars.space['12']} ${vars.space['8']}` } },
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [mediaQueries.md]: { fontSize: vars.fontSize['2xl'] } },
});

export const text = style({ maxWidth: '36rem', fontSize: vars.fontSize.lg });

export const action = style({
  width: '100%',
  '@media': { [mediaQueries.md]: { width: 'auto' } },
});
