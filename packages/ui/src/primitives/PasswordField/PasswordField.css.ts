import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { centeredRow } from '../../theme/rules';

export const wrapper = style({
  position: 'relative',
  ...centeredRow,
});

export const input = style({
  // Room for the toggle so long passwords never run under it.
  paddingRight: `calc(${vars.size.controlHeight} + ${vars.space['1']})`,
});

export const toggle = style({
  position: 'absolute',
  right: vars.space['1'],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const icon = style({ width: '20px', height: '20px' });
