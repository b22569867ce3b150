import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@marketplace/ui';

export const sectionNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const sectionLink = style({
  display: 'inline-block',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  selectors: {
    '&[aria-current="page"]': {
      borderBottomColor: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' },
  },
});

export const stats = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['1'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const statValue = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const preview = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: '96px 1fr',
  alignItems: 'start',
});

export const thumbnail = style({
  width: '96px',
  height: '72px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  margin: 0,
  color: vars.color.textMuted,
});

export const reports = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const report = style({
  paddingLeft: vars.space['3'],
  borderLeft: `3px solid ${vars.color.border}`,
});

export const quote = style({ margin: 0, whiteSpace: 'pre-line' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const filters = style({
  display: 'grid',
  gap: vars.space['3'],
  alignItems: 'end',
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const cell = style({
  textAlign: 'left',
  verticalAlign: 'top',
  padding: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const dateInput = style({
  minHeight: '44px',
  padding: `0 ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
});

export const summaryLabel = style({ color: vars.color.textMuted });
export const summaryValue = style({ margin: 0, whiteSpace: 'pre-line' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
