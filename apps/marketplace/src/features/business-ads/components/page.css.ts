import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@marketplace/ui';

// The page layout shared with the land-ad screens, plus the detail page's own parts.
export * from '../../../components/page.css';

export const detailLayout = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: '2fr 1fr' } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});
