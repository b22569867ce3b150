import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { column } from '../../theme/rules';

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    padding: `${vars.space['3']} ${vars.space['4']}`,
    border: '1px solid',
    borderLeftWidth: '4px',
    borderRadius: vars.radius.md,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
  },
  variants: {
    tone: {
      info: { background: vars.color.infoSoft, borderColor: vars.color.info },
      success: { background: vars.color.successSoft, borderColor: vars.color.success },
      warning: { background: vars.color.warningSoft, borderColor: vars.color.warning },
      danger: { background: vars.color.dangerSoft, borderColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = recipe({
  base: { flexShrink: 0, width: '20px', height: '20px', marginTop: '1px' },
  variants: {
    tone: {
      info: { color: vars.color.info },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      danger: { color: vars.color.danger },
    },
  },
});

export const body = style({
  ...column,
  gap: vars.space['1'],
  flex: 1,
  minWidth: 0,
});

export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const action = style({ flexShrink: 0, alignSelf: 'center' });
