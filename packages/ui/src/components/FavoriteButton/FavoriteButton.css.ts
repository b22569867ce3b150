import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
// Imported first so these rules come later in the CSS and win over the button's colours.
import '../../primitives/Button/Button.css';
import '../../primitives/IconButton/IconButton.css';

export const favorite = style({
  gap: vars.space['2'],
  selectors: {
    '&[data-state="on"]': { color: vars.color.danger },
  },
});

export const heart = style({ flexShrink: 0 });
