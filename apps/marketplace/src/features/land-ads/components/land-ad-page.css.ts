import { style } from '@vanilla-extract/css';
import { mediaQueries, vars, surface, wrappingRow } from '@marketplace/ui';

// The ad page: the main photo and the facts side by side on wide screens, stacked on phones.
export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const chips = style({
  ...wrappingRow,
  alignItems: 'center',
  gap: vars.space['2'],
  selectors: { '&:empty': { display: 'none' } },
});

export const meta = style({
  ...wrappingRow,
  alignItems: 'center',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  margin: 0,
});

export const priceRow = style({
  ...wrappingRow,
  alignItems: 'baseline',
  gap: vars.space['3'],
});

export const panel = style({
  padding: vars.space['5'],
  ...surface,
});
