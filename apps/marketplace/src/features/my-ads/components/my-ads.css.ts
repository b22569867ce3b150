import { style } from '@vanilla-extract/css';
import { vars } from '@marketplace/ui';

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space['4'],
  fontWeight: vars.fontWeight.medium,
});

// The moderation chip above the status select, apart from the select's label.
export const moderationChip = style({ marginBottom: vars.space['2'] });
