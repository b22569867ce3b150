import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

const repeat = (n: number) => `repeat(${n}, minmax(0, 1fr))`;
const counts = [1, 2, 3, 4] as const;
const columnsAt = (media?: string) =>
  Object.fromEntries(
    counts.map((n) => [
      n,
      media
        ? { '@media': { [media]: { gridTemplateColumns: repeat(n) } } }
        : { gridTemplateColumns: repeat(n) },
    ]),
  ) as Record<(typeof counts)[number], object>;

export const grid = recipe({
  base: { display: 'grid', margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    base: columnsAt(),
    md: columnsAt(mediaQueries.md),
    lg: columnsAt(mediaQueries.lg),
    gap: {
      '2': { gap: vars.space['2'] },
      '4': { gap: vars.space['4'] },
      '6': { gap: vars.space['6'] },
      '8': { gap: vars.space['8'] },
    },
  },
});
