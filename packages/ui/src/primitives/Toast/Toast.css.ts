import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { centeredRow, column } from '../../theme/rules';

const slideIn = keyframes({
  // No fade: the toast counts as visible from its first frame.
  from: { transform: 'translateY(100%)' },
  to: { transform: 'translateY(0)' },
});

// Bottom centre on phones, bottom right from tablets; above dialogs so a confirmation is seen.
export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  left: 0,
  zIndex: vars.zIndex.popover,
  ...column,
  gap: vars.space['2'],
  width: '100%',
  maxWidth: '420px',
  margin: '0 auto',
  padding: vars.space['4'],
  listStyle: 'none',
  outline: 'none',
  '@media': { '(min-width: 640px)': { left: 'auto', margin: 0 } },
});

export const toast = recipe({
  base: {
    ...centeredRow,
    gap: vars.space['3'],
    padding: `${vars.space['3']} ${vars.space['4']}`,
    borderRadius: vars.radius.md,
    borderLeft: '4px solid',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    selectors: {
      '&[data-state="open"]': { animation: `${slideIn} 160ms ease-out` },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    tone: {
      success: { borderColor: vars.color.success },
      danger: { borderColor: vars.color.danger },
      info: { borderColor: vars.color.info },
    },
  },
  defaultVariants: { tone: 'success' },
});

// A long word (an ad's title in a message) wraps instead of widening the page.
export const title = style({ flex: '1 1 auto', minWidth: 0, margin: 0, overflowWrap: 'anywhere' });

export const close = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});
