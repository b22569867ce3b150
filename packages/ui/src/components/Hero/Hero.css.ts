import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';
import { column, surface } from '../../theme/rules';

export const hero = style({
  ...column,
  alignItems: 'center',
  gap: vars.space['6'],
  // Phones: a band no taller than the title needs, so a list's results start on the first screen.
  padding: `${vars.space['6']} ${vars.space['4']}`,
  textAlign: 'center',
  background: `linear-gradient(180deg, ${vars.color.primarySoft} 0%, ${vars.color.surface} 100%)`,
  '@media': { [mediaQueries.md]: { padding: `${vars.space['12']} ${vars.space['8']}` } },
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  '@media': { [mediaQueries.md]: { fontSize: vars.fontSize['3xl'] } },
});

// Below md the hero is its title only (and, signed out, the sign-in prompt): no tagline and no
// browse buttons, whose links the menu has too. index.html's boot hero does the same.
export const tagline = style({
  maxWidth: '40rem',
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  '@media': { [mediaQueries.belowMd]: { display: 'none' } },
});

// Narrow screens stack the buttons at full width; from md they sit side by side.
export const actions = style({
  ...column,
  alignItems: 'stretch',
  gap: vars.space['3'],
  width: '100%',
  '@media': {
    [mediaQueries.md]: { flexDirection: 'row', justifyContent: 'center', width: 'auto' },
  },
});

/** The two browse buttons: from md only. */
export const browse = style([
  actions,
  { '@media': { [mediaQueries.belowMd]: { display: 'none' } } },
]);

export const prompt = style({
  ...column,
  alignItems: 'center',
  gap: vars.space['4'],
  width: '100%',
  maxWidth: '36rem',
  padding: vars.space['6'],
  ...surface,
  boxShadow: vars.shadow.sm,
});

export const promptText = style({ color: vars.color.text });
