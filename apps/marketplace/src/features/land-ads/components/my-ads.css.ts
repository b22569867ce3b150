import { style } from '@vanilla-extract/css';
import { vars } from '@marketplace/ui';

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

export const thumbnail = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
