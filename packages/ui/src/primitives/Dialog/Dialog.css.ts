import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { column, wrappingRow } from '../../theme/rules';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  selectors: { '&[data-state="open"]': { animation: `${fadeIn} 120ms ease-out` } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const content = recipe({
  base: {
    position: 'fixed',
    top: '50%',
    left: '50%',
    zIndex: vars.zIndex.dialog,
    transform: 'translate(-50%, -50%)',
    ...column,
    gap: vars.space['4'],
    width: `calc(100vw - ${vars.space['8']})`,
    maxHeight: `calc(100vh - ${vars.space['8']})`,
    overflowY: 'auto',
    padding: vars.space['6'],
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&:focus': { outline: 'none' },
      '&[data-state="open"]': { animation: `${fadeIn} 120ms ease-out` },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    size: {
      sm: { maxWidth: '420px' },
      md: { maxWidth: '560px' },
      lg: { maxWidth: '800px' },
      // Full-size image viewing (spec §2: gallery dialog).
      full: { maxWidth: '1200px', height: `calc(100vh - ${vars.space['8']})` },
    },
    // A bottom sheet: the whole width of the screen, rising from its bottom edge (the phone
    // layout's filters). It stays below the top bar's height from the top, so the page it covers
    // is still seen, and scrolls inside when its content is taller.
    variant: {
      dialog: {},
      sheet: {
        top: 'auto',
        bottom: 0,
        left: 0,
        right: 0,
        transform: 'none',
        width: '100%',
        maxWidth: 'none',
        height: 'auto',
        maxHeight: `calc(100dvh - ${vars.size.navBar})`,
        // The footer is the bottom edge (it keeps the safe area clear).
        paddingBottom: 0,
        borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
        selectors: {
          '&[data-state="open"]': { animation: `${slideUp} 160ms ease-out` },
        },
        '@media': {
          '(prefers-reduced-motion: reduce)': {
            selectors: { '&[data-state="open"]': { animation: 'none' } },
          },
        },
      },
    },
  },
  defaultVariants: { size: 'md', variant: 'dialog' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});

export const title = style({
  selectors: { '[data-has-close] > &': { paddingRight: vars.space['10'] } },
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({ color: vars.color.textMuted });

export const footer = style({
  ...wrappingRow,
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  marginTop: vars.space['2'],
  selectors: {
    // A sheet keeps its actions on screen while its content scrolls: a bar along its bottom edge.
    '[data-variant="sheet"] > &': {
      position: 'sticky',
      bottom: 0,
      margin: `${vars.space['2']} calc(-1 * ${vars.space['6']}) 0`,
      padding: `${vars.space['3']} ${vars.space['6']}`,
      paddingBottom: `max(${vars.space['3']}, env(safe-area-inset-bottom))`,
      background: vars.color.surfaceRaised,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

export const closeButton = style({
  position: 'absolute',
  top: vars.space['3'],
  right: vars.space['3'],
});
