import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { centeredRow, mutedText, wrappingRow } from '../../theme/rules';

// Shared by AdCard and BusinessCard (on Card): picture on top, facts, actions along the bottom.
// On top of Card: equal heights in a grid row, a lift on hover, a warning edge when deleted.
export const card = style({
  position: 'relative',
  height: '100%',
  transition: 'box-shadow 120ms ease',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: {
    '&:hover, &:focus-within': { boxShadow: vars.shadow.md },
    '&[data-deleted]': { borderColor: vars.color.warning },
  },
});

export const media = style({ aspectRatio: '3 / 2' });

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const placeholder = style({
  ...centeredRow,
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  color: vars.color.borderStrong,
  background: `linear-gradient(135deg, ${vars.color.surfaceMuted} 0%, ${vars.color.secondaryHover} 100%)`,
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const price = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const descriptionHidden = style({ fontStyle: 'italic' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  margin: 0,
  fontSize: vars.fontSize.sm,
});
export const factName = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium, minWidth: 0 });

export const meta = style({
  marginTop: 'auto',
  paddingTop: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const viewAction = style({ flex: '1 1 auto' });

export const footerNote = style({
  flex: '1 1 auto',
  ...mutedText,
  fontSize: vars.fontSize.sm,
});

// The whole card is one link: the title's link stretches over it (photo included), and the
// other controls sit above that layer so they stay clickable on their own.
export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: "''", position: 'absolute', inset: 0, zIndex: 1 },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.lg,
    },
  },
});

/** Controls above the card's link layer (owner actions, the status select). */
export const raised = style({ position: 'relative', zIndex: 2 });

export const priceRow = style({
  ...wrappingRow,
  alignItems: 'baseline',
  columnGap: vars.space['2'],
});

export const pricePerUnit = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const negotiable = style([pricePerUnit, { fontStyle: 'italic' }]);

/** The heart over the picture's top corner, above the card's link layer. */
export const favoriteSlot = style({
  position: 'absolute',
  top: vars.space['3'],
  right: vars.space['3'],
  zIndex: 2,
});
