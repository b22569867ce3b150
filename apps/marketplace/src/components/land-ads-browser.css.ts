import { style } from '@vanilla-extract/css';
import { vars } from '@marketplace/ui';

export const browser = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
});

export const summary = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const more = style({
  display: 'flex',
  justifyContent: 'center',
});

export const stale = style({
  opacity: 0.6,
  transition: 'opacity 120ms',
});

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});
