import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

// One point per row on narrow screens, two from md, all four from lg.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['6'],
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
});

export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
});
