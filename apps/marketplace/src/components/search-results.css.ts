import { style } from '@vanilla-extract/css';
import { vars } from '@marketplace/ui';

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

/** The previous results while a new search loads. */
export const stale = style({
  opacity: 0.6,
  transition: 'opacity 120ms',
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
