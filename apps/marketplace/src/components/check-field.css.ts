import { style } from '@vanilla-extract/css';
import { mediaQueries, vars, column, wrappingRow } from '@marketplace/ui';

// Native checkboxes (a group of facts, a search filter): the label beside the box.
export const group = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  ...column,
  gap: vars.space['2'],
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space['2'],
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
});

export const options = style({
  ...wrappingRow,
  gap: `${vars.space['2']} ${vars.space['4']}`,
});

export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '44px',
  cursor: 'pointer',
});

/** A filter beside the search panel from md; below md the panel's sheet holds it instead. */
export const wideOnly = style({
  '@media': { [mediaQueries.belowMd]: { display: 'none' } },
});

export const box = style({
  width: '1.125rem',
  height: '1.125rem',
  margin: 0,
  accentColor: vars.color.primary,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
