import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';
import { column, surface, wrappingRow } from '../../theme/rules';

export const panel = style({
  ...column,
  gap: vars.space['4'],
  padding: vars.space['4'],
  ...surface,
  boxShadow: vars.shadow.sm,
  '@media': { [mediaQueries.md]: { padding: vars.space['6'] } },
});

/** Controls one above the other on narrow screens, aligned on their bottom edge. */
const controlGrid = {
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['3'],
  alignItems: 'end',
} as const;

// Narrow screens stack the controls; from md the search row sits on one line (with the sort
// select, when the panel has one, between the country and the toggle).
export const mainRow = recipe({
  base: controlGrid,
  variants: {
    withSort: {
      false: {
        '@media': {
          [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto' },
        },
      },
      true: {
        '@media': {
          [mediaQueries.md]: {
            gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto',
          },
        },
      },
    },
  },
  defaultVariants: { withSort: false },
});

/** A row of buttons that wraps. */
const buttons = style({ ...wrappingRow, gap: vars.space['2'] });

// Phones have the sheet's button instead (and 'Reset' in the sheet).
export const actions = style([
  buttons,
  { '@media': { [mediaQueries.belowMd]: { display: 'none' } } },
]);

// Below md the search box stays in the panel and every other control moves into the sheet. The
// wrapper of a control that moves adds no box of its own from md, so the wide layout is the same.
export const wideOnly = style({
  display: 'contents',
  '@media': { [mediaQueries.belowMd]: { display: 'none' } },
});

/** The sheet's button ('Filteri (2)'), on phones only. */
export const narrowOnly = style({
  display: 'none',
  '@media': { [mediaQueries.belowMd]: { display: 'flex', flexDirection: 'column' } },
});

/** The controls inside the sheet, one per row. */
export const sheetFields = style({
  ...column,
  gap: vars.space['3'],
});

export const filters = recipe({
  base: {
    ...controlGrid,
    paddingTop: vars.space['4'],
    borderTop: `1px solid ${vars.color.border}`,
    selectors: { '&[hidden]': { display: 'none' } },
  },
  variants: {
    // Inline under the search row from md (phones have them in the sheet); in the sheet, one
    // column under its title.
    layout: {
      inline: { '@media': { [mediaQueries.belowMd]: { display: 'none' } } },
      sheet: { paddingTop: 0, borderTop: 'none' },
    },
    // From md: land has four amounts on one row, then the city, the land types and 'Reset';
    // business has six filters, in two rows.
    variant: {
      land: {
        '@media': {
          [mediaQueries.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
        },
      },
      business: {
        '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
      },
    },
  },
  defaultVariants: { layout: 'inline' },
});

/** The land types: a group of checkboxes, two columns wide from md. */
export const typeGroup = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
  '@media': { [mediaQueries.md]: { gridColumn: 'span 2' } },
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space['1'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
});

export const checkboxes = style({
  ...wrappingRow,
  gap: `${vars.space['2']} ${vars.space['4']}`,
});

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { 'fieldset:disabled &': { color: vars.color.textMuted, cursor: 'not-allowed' } },
});

export const checkboxInput = style({
  width: '18px',
  height: '18px',
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** The land variant's 'Reset', at the end of the last row. */
export const filterActions = style([
  buttons,
  { '@media': { [mediaQueries.md]: { justifyContent: 'flex-end' } } },
]);

export const chevron = style({
  width: '16px',
  height: '16px',
  transition: 'transform 120ms ease',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});
