import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';
import { column, wrappingRow } from '../../theme/rules';

export const uploader = style({
  ...column,
  gap: vars.space['3'],
});

/** The small medium-weight type of the label and the error. */
const smallStrong = { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium } as const;

export const label = style({ ...smallStrong, color: vars.color.text });

export const previews = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});

export const preview = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const remove = style({
  position: 'absolute',
  top: vars.space['1'],
  right: vars.space['1'],
  boxShadow: vars.shadow.sm,
});

export const newMarker = style({
  position: 'absolute',
  left: vars.space['1'],
  bottom: vars.space['1'],
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const actions = style({
  ...wrappingRow,
  alignItems: 'center',
  gap: vars.space['3'],
});

/** The photo count and the hint under the previews. */
export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ ...smallStrong, color: vars.color.danger });

// The native picker stays in the page for the button to open, but out of sight and tab order.
export const fileInput = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
