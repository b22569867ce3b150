import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { centeredRow } from '../../theme/rules';

export const content = style({
  zIndex: vars.zIndex.popover,
  minWidth: '200px',
  maxHeight: 'var(--radix-dropdown-menu-content-available-height)',
  overflowY: 'auto',
  padding: vars.space['1'],
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const item = recipe({
  base: {
    ...centeredRow,
    gap: vars.space['2'],
    width: '100%',
    minHeight: '36px',
    padding: `${vars.space['1']} ${vars.space['3']}`,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    fontSize: vars.fontSize.md,
    textAlign: 'left',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    selectors: {
      '&[data-highlighted]': { background: vars.color.surfaceMuted },
      '&[data-highlighted]:focus-visible': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '-2px',
      },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      neutral: { color: vars.color.text },
      danger: {
        color: vars.color.danger,
        selectors: { '&[data-highlighted]': { background: vars.color.dangerSoft } },
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const label = style({
  padding: `${vars.space['1']} ${vars.space['3']}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const separator = style({
  height: '1px',
  margin: `${vars.space['1']} 0`,
  background: vars.color.border,
});
