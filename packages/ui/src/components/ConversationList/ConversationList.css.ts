import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { column } from '../../theme/rules';

export const list = style({
  ...column,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  ...column,
  gap: vars.space['1'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  borderLeft: '4px solid transparent',
  background: vars.color.surface,
  selectors: {
    // spec §2: unread rows are highlighted.
    '&[data-unread]': { background: vars.color.primarySoft },
    '&[data-selected]': {
      borderLeftColor: vars.color.primary,
      background: vars.color.surfaceMuted,
    },
  },
});

export const adLink = style({
  alignSelf: 'flex-start',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.primary,
  selectors: { '&:hover': { color: vars.color.primaryHover } },
});

export const select = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space['1']} ${vars.space['2']}`,
  width: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
});

export const name = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
  selectors: { '[data-unread] &': { fontWeight: vars.fontWeight.bold } },
});

export const time = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const lastMessage = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { '[data-unread] &': { color: vars.color.text } },
});

export const badge = style({ justifySelf: 'end' });
