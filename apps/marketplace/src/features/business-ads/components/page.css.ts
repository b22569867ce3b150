import { style } from '@vanilla-extract/css';
import { mediaQueries, vars, column, surface, wrappingRow } from '@marketplace/ui';

// The page layout shared with the land-ad screens, plus the detail page's own parts.
export * from '../../../components/page.css';

export const detailLayout = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: '2fr 1fr' } },
});

export const panel = style({
  ...column,
  gap: vars.space['3'],
  padding: vars.space['5'],
  ...surface,
});

export const meta = style({
  ...wrappingRow,
  alignItems: 'center',
  gap: vars.space['3'],
});
