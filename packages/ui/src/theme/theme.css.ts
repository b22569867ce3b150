import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightTokens } from './tokens';

// The light theme applies at the root: consumers only import the package's CSS.
createGlobalTheme(':root', vars, lightTokens);

// A small reset.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('body', {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });
// A long word (a 70-letter title, a pasted link in a message) wraps instead of widening the page
// on a 320 px phone: 'anywhere' also lets a flex or grid item holding it shrink below the word.
globalStyle('h1, h2, h3, h4, h5, h6, p, blockquote, dt, dd, li, td, th, figcaption, legend', {
  overflowWrap: 'anywhere',
});
globalStyle('img, picture, svg, video', { display: 'block', maxWidth: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('a', { color: vars.color.primary });
globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
