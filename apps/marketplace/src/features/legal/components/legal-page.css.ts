import { style } from '@vanilla-extract/css';
import { vars, column, headingText, mutedText } from '@marketplace/ui';

export const section = style({ ...column, gap: vars.space['3'] });

export const sectionTitle = style({ ...headingText, fontSize: vars.fontSize.xl });

// A clause opened by its link (/uslovi#clan-3-2) stops below the fixed top bar, and is marked.
export const clause = style({
  ...column,
  gap: vars.space['1'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  marginInline: `calc(-1 * ${vars.space['3']})`,
  borderRadius: vars.radius.md,
  scrollMarginTop: `calc(${vars.size.navBar} + ${vars.space['4']})`,
  selectors: { '&:target': { background: vars.color.primarySoft } },
});

export const clauseTitle = style({ ...headingText, fontSize: vars.fontSize.md });

export const clauseNumber = style({
  color: vars.color.textMuted,
  marginInlineEnd: vars.space['1'],
});

export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal });

export const muted = style({ ...mutedText, lineHeight: vars.lineHeight.normal });

export const email = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});
