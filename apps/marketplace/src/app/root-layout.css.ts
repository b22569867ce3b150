import { style } from '@vanilla-extract/css';
import { vars } from '@marketplace/ui';

// The navigation bar is fixed (spec §2): content starts below it.
export const main = style({
  paddingTop: vars.size.navBar,
  minHeight: '100vh',
  // The skip link focuses it (tabIndex -1) only to move the reading position; no ring needed.
  ':focus': { outline: 'none' },
});
