import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { centeredRow } from '../../theme/rules';

/** Phones (up to about 600 px): where the ad page's main action moves to the bottom bar. */
export const phone = 'screen and (max-width: 600px)';

// Hidden from wide screens (and from their accessibility tree); a bar fixed to the bottom on phones.
export const bar = style({
  display: 'none',
  '@media': {
    [phone]: {
      position: 'fixed',
      left: 0,
      right: 0,
      bottom: 0,
      zIndex: vars.zIndex.nav,
      ...centeredRow,
      justifyContent: 'space-between',
      gap: vars.space['3'],
      padding: `${vars.space['3']} ${vars.space['4']}`,
      paddingBottom: `max(${vars.space['3']}, env(safe-area-inset-bottom))`,
      background: vars.color.surface,
      borderTop: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.lg,
    },
  },
});

export const price = style({
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexShrink: 0, gap: vars.space['2'] });

/** Room under a page that has the bar, so the bar never covers its last lines on phones. */
export const spacer = style({
  display: 'none',
  '@media': { [phone]: { display: 'block', height: '80px' } },
});

/** What only wide screens show (the same action sits in the bar on phones). */
export const wideOnly = style({ '@media': { [phone]: { display: 'none' } } });
globalStyle(`${wideOnly}:empty`, { display: 'none' });
