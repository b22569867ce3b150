import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { column } from '../../theme/rules';

export const field = style({
  ...column,
  gap: vars.space['1'],
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
});

export const requiredMarker = style({
  color: vars.color.danger,
  marginLeft: vars.space['1'],
});

export const hint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

/** The look every text-like control shares (input, textarea, select trigger). */
export const control = recipe({
  base: {
    width: '100%',
    minHeight: vars.size.controlHeight,
    padding: `${vars.space['2']} ${vars.space['3']}`,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    transition: 'border-color 120ms ease, box-shadow 120ms ease',
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:hover:not(:disabled)': { borderColor: vars.color.text },
      '&:focus-visible': {
        outline: 'none',
        borderColor: vars.color.focusRing,
        boxShadow: `0 0 0 2px ${vars.color.focusRing}`,
      },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&[aria-invalid="true"]:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.danger}` },
      '&:disabled, &[data-disabled]': {
        background: vars.color.surfaceMuted,
        color: vars.color.textMuted,
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    multiline: { true: { resize: 'vertical', minHeight: 'auto' }, false: {} },
  },
  defaultVariants: { multiline: false },
});
