import { style } from '@vanilla-extract/css';
import { mediaQueries, vars, column, headingText } from '@marketplace/ui';

// The screen fills the window below the fixed navigation bar; the panes scroll, not the page.
export const page = style({
  ...column,
  gap: vars.space['4'],
  height: `calc(100dvh - ${vars.size.navBar})`,
  minHeight: '420px',
  maxWidth: '1200px',
  margin: '0 auto',
  padding: vars.space['4'],
  '@media': { [mediaQueries.md]: { padding: `${vars.space['6']} ${vars.space['4']}` } },
});

export const title = style({
  ...headingText,
  fontSize: vars.fontSize['2xl'],
});

export const panes = style({
  flex: 1,
  minHeight: 0,
  display: 'grid',
  gridTemplateColumns: '1fr',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surface,
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'minmax(260px, 1fr) 2fr' },
  },
});

// Narrow screens: the list, or the open conversation full-width (data-view on the panes).
export const listPane = style({
  ...column,
  minHeight: 0,
  overflowY: 'auto',
  selectors: { [`${panes}[data-view="thread"] &`]: { display: 'none' } },
  '@media': {
    [mediaQueries.md]: {
      borderRight: `1px solid ${vars.color.border}`,
      selectors: { [`${panes}[data-view="thread"] &`]: { display: 'flex' } },
    },
  },
});

export const threadPane = style({
  ...column,
  minHeight: 0,
  selectors: { [`${panes}[data-view="list"] &`]: { display: 'none' } },
  '@media': {
    [mediaQueries.md]: {
      selectors: { [`${panes}[data-view="list"] &`]: { display: 'flex' } },
    },
  },
});

export const paneHeading = style({
  margin: 0,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  outline: 'none',
});

export const paneStatus = style({
  display: 'grid',
  placeItems: 'center',
  flex: 1,
  padding: vars.space['6'],
});

export const thread = style({ flex: 1, minHeight: 0 });

// The back control exists on narrow screens only, where the list is hidden.
export const back = style({
  alignSelf: 'flex-start',
  margin: `${vars.space['2']} ${vars.space['2']} 0`,
  '@media': { [mediaQueries.md]: { display: 'none' } },
});
