import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// spec §9: the gallery has 3 columns and 164 px rows.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gridAutoRows: vars.size.galleryRow,
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ minWidth: 0 });

export const thumbButton = style({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  cursor: 'zoom-in',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const thumbImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: 'transform 160ms ease',
  selectors: { [`${thumbButton}:hover &`]: { transform: 'scale(1.03)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const viewer = style({ gap: vars.space['3'] });

export const fullImage = style({
  display: 'block',
  flex: '1 1 auto',
  minHeight: 0,
  width: '100%',
  objectFit: 'contain',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const counter = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const footer = style({ alignItems: 'center', justifyContent: 'space-between' });
