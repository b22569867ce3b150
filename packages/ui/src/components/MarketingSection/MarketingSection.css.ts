import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';
import { column } from '../../theme/rules';

// Shared by the home page's sections (WhatWeOffer, WhyChooseUs): a centred band with a heading.
export const section = style({
  ...column,
  gap: vars.space['6'],
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  padding: `${vars.space['10']} ${vars.space['4']}`,
  '@media': { [mediaQueries.md]: { padding: `${vars.space['12']} ${vars.space['6']}` } },
});

export const heading = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  color: vars.color.text,
  '@media': { [mediaQueries.md]: { fontSize: vars.fontSize['2xl'] } },
});

export const card = style({
  ...column,
  gap: vars.space['3'],
  padding: vars.space['6'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const cardTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const cardText = style({ color: vars.color.textMuted, flexGrow: 1 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
