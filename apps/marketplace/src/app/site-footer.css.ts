import { style } from '@vanilla-extract/css';
import { vars, centeredRow, wrappingRow } from '@marketplace/ui';

// The StickyActionBar's phone width: there an ad page's bar is fixed to the bottom and would cover
// the footer, so the footer leaves it room (the bar's own spacer sits inside the page, above).
const phone = 'screen and (max-width: 600px)';

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  '@media': {
    [phone]: {
      selectors: { 'body:has([data-sticky-action-bar]) &': { paddingBottom: '80px' } },
    },
  },
});

export const inner = style({
  ...centeredRow,
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space['4']} ${vars.space['4']}`,
});

export const links = style({
  ...wrappingRow,
  gap: `${vars.space['2']} ${vars.space['5']}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  ':hover': { color: vars.color.text, textDecoration: 'underline' },
});
