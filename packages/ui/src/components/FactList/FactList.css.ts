import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({ margin: 0, display: 'flex', flexDirection: 'column' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 2fr) 3fr',
  gap: vars.space['4'],
  padding: `${vars.space['2']} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const label = style({ color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});
