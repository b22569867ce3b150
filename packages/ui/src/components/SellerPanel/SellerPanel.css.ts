import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { column, surface } from '../../theme/rules';

export const panel = style({
  ...column,
  gap: vars.space['3'],
  padding: vars.space['5'],
  ...surface,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
});

export const nameBlock = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  minWidth: 0,
});

export const name = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  margin: 0,
});

export const fact = style({ display: 'contents' });
export const label = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
