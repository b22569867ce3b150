import { style } from '@vanilla-extract/css';
import { vars, column, headingText, surface, wrappingRow } from '@marketplace/ui';

export const page = style({
  maxWidth: '720px',
  margin: '0 auto',
  padding: `${vars.space['8']} ${vars.space['4']}`,
  ...column,
  gap: vars.space['6'],
});

export const title = style({
  ...headingText,
  fontSize: vars.fontSize['3xl'],
});

export const panel = style({
  ...column,
  gap: vars.space['4'],
  padding: vars.space['6'],
  ...surface,
  boxShadow: vars.shadow.sm,
});

export const panelTitle = style({
  ...headingText,
  fontSize: vars.fontSize.xl,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space['3']} ${vars.space['6']}`,
  margin: 0,
});

export const term = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const value = style({
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const form = style({
  ...column,
  gap: vars.space['4'],
  maxWidth: '420px',
});

export const muted = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const switches = style({ display: 'flex', flexDirection: 'column' });

export const savedSearches = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  ...column,
  gap: vars.space['3'],
});

export const savedSearch = style({
  ...wrappingRow,
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingBottom: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0, paddingBottom: 0 } },
});

export const savedSearchText = style({
  ...column,
  alignItems: 'flex-start',
  gap: vars.space['1'],
  minWidth: 0,
  flex: '1 1 16rem',
});

export const rowActions = style({ display: 'flex', gap: vars.space['2'] });
