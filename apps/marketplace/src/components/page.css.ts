import { style } from '@vanilla-extract/css';
import { mediaQueries, vars, column } from '@marketplace/ui';

export const page = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space['6']} ${vars.space['4']}`,
  ...column,
  gap: vars.space['5'],
});

export const narrowPage = style([page, { maxWidth: '760px' }]);

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
});

export const sectionTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
});

export const price = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  margin: 0,
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const text = style({
  margin: 0,
  whiteSpace: 'pre-line',
  lineHeight: vars.lineHeight.normal,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
});

export const detailLabel = style({ color: vars.color.textMuted });
export const detailValue = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const formRow = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [mediaQueries.md]: { gridTemplateColumns: '1fr 1fr' } },
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: '1fr',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});
