import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

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
      primary: { background: vars.color.primarySoft, color: vars.color.primary },
      info: { background: vars.color.infoSoft, color: vars.color.info },
      success: { background: vars.color.successSoft, color: vars.color.success },
      warning: { background: vars.color.warningSoft, color: vars.color.warning },
      danger: { background: vars.color.dangerSoft, color: vars.color.danger },
    },
    size: {
      sm: {},
      md: { fontSize: vars.fontSize.sm, padding: `${vars.space['1']} ${vars.space['3']}` },
    },
  },
  defaultVariants: { tone: 'primary', size: 'sm' },
});
