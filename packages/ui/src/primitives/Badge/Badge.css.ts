import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { toneVariants } from '../../theme/rules';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '20px',
    height: '20px',
    padding: `0 ${vars.space['1']}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.textMuted, color: vars.color.textInverse },
      primary: { background: vars.color.primary, color: vars.color.primaryText },
      danger: { background: vars.color.danger, color: vars.color.dangerText },
      ...toneVariants(['success', 'warning', 'info'], (strong) => ({
        background: strong,
        color: vars.color.textInverse,
      })),
    },
  },
  defaultVariants: { tone: 'danger' },
});
