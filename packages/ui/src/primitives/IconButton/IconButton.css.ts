import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
// Imported first so these rules come later in the CSS and win over Button's padding and size.
import '../Button/Button.css';

// Square on top of Button's look: the same variants, padding replaced by a fixed side.
export const iconButton = recipe({
  base: { padding: 0, flexShrink: 0 },
  variants: {
    size: {
      sm: { width: '32px', height: '32px', minHeight: '32px', fontSize: '16px' },
      md: { width: '40px', height: '40px', minHeight: '40px', fontSize: '20px' },
      lg: { width: '48px', height: '48px', minHeight: '48px', fontSize: '24px' },
    },
    round: { true: { borderRadius: '9999px' }, false: {} },
  },
  defaultVariants: { size: 'md', round: false },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;

export const icon = style({ display: 'inline-flex' });
