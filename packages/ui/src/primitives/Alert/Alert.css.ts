import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { column, statusTones, toneVariants } from '../../theme/rules';

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
    tone: toneVariants(statusTones, (strong, soft) => ({ background: soft, borderColor: strong })),
  },
  defaultVariants: { tone: 'info' },
});

export const icon = recipe({
  base: { flexShrink: 0, width: '20px', height: '20px', marginTop: '1px' },
  variants: {
    tone: toneVariants(statusTones, (strong) => ({ color: strong })),
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
