export { Button, BUTTON_SIZES, BUTTON_VARIANTS, type ButtonProps } from './Button';
