import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

// One card per row on narrow screens, the three side by side from md.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['6'],
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const action = style({ alignSelf: 'flex-start' });
