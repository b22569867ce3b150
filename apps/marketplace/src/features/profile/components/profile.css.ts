import { style } from '@vanilla-extract/css';
import { vars } from '@marketplace/ui';

export const page = style({
  maxWidth: '720px',
  margin: '0 auto',
  padding: `${vars.space['8']} ${vars.space['4']}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['6'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const panelTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space['3']} ${vars.space['6']}`,
  margin: 0,
});

export const term = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const value = style({
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  maxWidth: '420px',
});
