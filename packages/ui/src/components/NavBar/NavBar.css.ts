import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints, mediaQueries } from '../../theme/tokens';
import { centeredRow } from '../../theme/rules';

// Between md and lg the bar is tight: the product name and the user's name are hidden visually
// (they stay in the accessible names) and links pad less.
const mdOnly = `screen and (min-width: ${breakpoints.md}px) and (max-width: ${breakpoints.lg - 0.02}px)`;
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

// spec §2: fixed, about 70 px high.
export const bar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.nav,
  height: vars.size.navBar,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const inner = style({
  ...centeredRow,
  gap: vars.space['3'],
  height: '100%',
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `0 ${vars.space['4']}`,
  '@media': { [mediaQueries.lg]: { gap: vars.space['6'], padding: `0 ${vars.space['6']}` } },
});

// Below md only the menu button shows; from md the links. `data-layout` pins one of the two.
export const wideOnly = style({
  display: 'none',
  '@media': { [mediaQueries.md]: { display: 'flex' } },
  selectors: {
    [`${bar}[data-layout="narrow"] &`]: { display: 'none' },
    [`${bar}[data-layout="wide"] &`]: { display: 'flex' },
  },
});
export const narrowOnly = style({
  display: 'flex',
  marginLeft: 'auto',
  '@media': { [mediaQueries.md]: { display: 'none' } },
  selectors: {
    [`${bar}[data-layout="narrow"] &`]: { display: 'flex' },
    [`${bar}[data-layout="wide"] &`]: { display: 'none' },
  },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexShrink: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});
export const brandText = style({ '@media': { [mdOnly]: visuallyHidden } });
export const logo = style({ color: vars.color.primary, flexShrink: 0 });

export const links = style({
  ...centeredRow,
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const actions = style({
  alignItems: 'center',
  gap: vars.space['2'],
  marginLeft: 'auto',
  '@media': { [mdOnly]: { gap: vars.space['1'] } },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '36px',
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '@media': { [mediaQueries.lg]: { padding: `0 ${vars.space['3']}` } },
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { color: vars.color.primary, background: vars.color.primarySoft },
  },
});

export const userName = style({
  maxWidth: '14rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [mdOnly]: visuallyHidden },
});

export const userIcon = style({ flexShrink: 0 });
// The language button's name: shown beside the globe in a signed-out bar; a signed-in bar has no
// room for it next to the account's links (it stays in the button's accessible name).
export const languageNameHidden = style(visuallyHidden);
export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });

export const menuButtonWrap = style({ position: 'relative', display: 'inline-flex' });
export const menuDot = style({ position: 'absolute', top: '-4px', right: '-4px' });

export const menuHeader = style({ display: 'flex', flexDirection: 'column', gap: '2px' });
export const menuName = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });
export const menuRole = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const menuItem = style({
  selectors: {
    '&[aria-current="page"]': { color: vars.color.primary, fontWeight: vars.fontWeight.bold },
  },
});
export const menuItemLink = style([menuItem, { justifyContent: 'space-between' }]);

// A language link of the menus: its name, and a check mark on the current one.
export const languageItem = style({
  justifyContent: 'space-between',
  selectors: { '&[aria-current="true"]': { fontWeight: vars.fontWeight.bold } },
});
export const check = style({ flexShrink: 0, color: vars.color.primary });
