import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { statusTones, toneVariants } from '../../theme/rules';

// Soft background with the tone's strong colour as text: every pair meets AA for small text.
export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    maxWidth: '100%',
    padding: `2px ${vars.space['2']}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.normal,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceMuted, color: vars.color.text },
      ...toneVariants(['primary', ...statusTones], (strong, soft) => ({
        background: soft,
        color: strong,
      })),
    },
    size: {
      sm: {},
      md: { fontSize: vars.fontSize.sm, padding: `${vars.space['1']} ${vars.space['3']}` },
    },
  },
  defaultVariants: { tone: 'primary', size: 'sm' },
});
