import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css';

// Declarations many styles share, spread into a style() before its own: a column or a centred
// row of flex items, the raised surface of a panel or a card, a heading's and a muted line's
// type. Each style keeps only what makes it itself (its gap, padding, size, shadow).

export const column = { display: 'flex', flexDirection: 'column' } as const;

export const centeredRow = { display: 'flex', alignItems: 'center' } as const;

export const surface = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
} as const;

/** A heading's type; the size is the style's own. */
export const headingText = {
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
} as const;

export const mutedText = { margin: 0, color: vars.color.textMuted } as const;

/** A row of flex items that wraps onto more lines when they do not fit. */
export const wrappingRow = { display: 'flex', flexWrap: 'wrap' } as const;

/** The tones that say how something went, each with a strong and a soft colour. */
export const statusTones = ['info', 'success', 'warning', 'danger'] as const;

type ToneWithSoft = 'primary' | (typeof statusTones)[number];

/** A recipe's variant a tone, each made by `rule` from the tone's strong and soft colours. */
export function toneVariants<T extends ToneWithSoft>(
  tones: readonly T[],
  rule: (strong: string, soft: string) => StyleRule,
): Record<T, StyleRule> {
  const colors: Record<string, string> = vars.color;
  const variants = {} as Record<T, StyleRule>;
  for (const tone of tones) variants[tone] = rule(colors[tone] ?? '', colors[`${tone}Soft`] ?? '');
  return variants;
}
