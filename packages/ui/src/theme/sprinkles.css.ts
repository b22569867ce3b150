import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { mediaQueries } from './tokens';

// Sprinkles only for layout (Box); visual styles live in component recipes.
const responsive = defineProperties({
  conditions: {
    base: {},
    md: { '@media': mediaQueries.md },
    lg: { '@media': mediaQueries.lg },
  },
  defaultCondition: 'base',
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    width: ['100%', 'auto'],
    maxWidth: { page: '1200px', narrow: '480px', text: '720px', none: 'none' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const visual = defineProperties({
  properties: {
    background: {
      surface: vars.color.surface,
      muted: vars.color.surfaceMuted,
      none: 'transparent',
    },
    borderRadius: vars.radius,
    color: { text: vars.color.text, muted: vars.color.textMuted },
  },
});

export const sprinkles = createSprinkles(responsive, visual);
export type Sprinkles = Parameters<typeof sprinkles>[0];
