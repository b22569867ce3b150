import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@marketplace/ui';

export const browser = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
});

// spec §2, §9: three cards per row on wide screens.
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: '1fr',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const summary = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const more = style({
  display: 'flex',
  justifyContent: 'center',
});

export const stale = style({
  opacity: 0.6,
  transition: 'opacity 120ms',
});

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});
