import { style } from '@vanilla-extract/css';

export const link = style({
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  overflowWrap: 'anywhere',
  ':focus-visible': { outline: '2px solid currentColor', outlineOffset: '2px' },
});
