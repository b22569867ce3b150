import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

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

const focusRing = {
  '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
};

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
    ...focusRing,
    '&[aria-pressed]': { cursor: 'pointer' },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 2px ${vars.color.primary}`,
    },
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

// The main photo keeps its picture's proportions (set inline), capped so a portrait picture
// does not push the page's facts far down.
export const mainButton = style({
  display: 'block',
  width: '100%',
  maxHeight: '70vh',
  padding: 0,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  cursor: 'zoom-in',
  selectors: focusRing,
});

export const mainImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const viewer = style({ gap: vars.space['3'] });

export const stage = style({
  position: 'relative',
  display: 'flex',
  flex: '1 1 auto',
  minHeight: 0,
  // Horizontal drags are the viewer's swipe, not the page's scroll.
  touchAction: 'pan-y pinch-zoom',
  userSelect: 'none',
});

export const fullImage = style({
  display: 'block',
  flex: '1 1 auto',
  minHeight: 0,
  width: '100%',
  objectFit: 'contain',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

const arrow = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  boxShadow: vars.shadow.md,
});
export const previous = style([arrow, { left: vars.space['3'] }]);
export const next = style([arrow, { right: vars.space['3'] }]);

export const counter = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const footer = style({ alignItems: 'center', justifyContent: 'space-between' });
