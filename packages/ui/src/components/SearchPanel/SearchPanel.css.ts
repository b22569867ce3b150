import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': { [mediaQueries.md]: { padding: vars.space['6'] } },
});

// Narrow screens stack the controls; from md the search row sits on one line.
export const mainRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['3'],
  alignItems: 'end',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto' },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});

export const filters = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: vars.space['3'],
    alignItems: 'end',
    paddingTop: vars.space['4'],
    borderTop: `1px solid ${vars.color.border}`,
    selectors: { '&[hidden]': { display: 'none' } },
  },
  variants: {
    // From md: land keeps 'Reset' on the row of its three filters; business has six, in two rows.
    variant: {
      land: {
        '@media': {
          [mediaQueries.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto' },
        },
      },
      business: {
        '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
      },
    },
  },
});

export const chevron = style({
  width: '16px',
  height: '16px',
  transition: 'transform 120ms ease',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});
