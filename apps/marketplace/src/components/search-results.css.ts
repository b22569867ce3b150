import { style } from '@vanilla-extract/css';
import { vars, column, mutedText } from '@marketplace/ui';

export const results = style({
  ...column,
  gap: vars.space['4'],
});

/** The previous results while a new search loads. */
export const stale = style({
  opacity: 0.6,
  transition: 'opacity 120ms',
});

export const summary = style({
  ...mutedText,
  fontSize: vars.fontSize.sm,
});

export const more = style({
  display: 'flex',
  justifyContent: 'center',
});
