import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@marketplace/ui';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const item = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: '160px 1fr auto', alignItems: 'center' } },
});

export const thumbnail = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const badges = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });
export const itemTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
});
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const price = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  margin: 0,
});
export const itemActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space['4'],
  fontWeight: vars.fontWeight.medium,
});

export const imagesFieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space['3'],
  margin: 0,
});

export const images = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space['3'],
});

export const imageItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
