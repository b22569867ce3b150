import { forwardRef } from 'react';
import { Button, type ButtonProps } from '../../primitives/Button';
import { IconButton, type IconButtonProps } from '../../primitives/IconButton';
import * as css from './NavBar.css';

/**
 * The menu triggers of the bar, shared by the menus and by the stand-ins that show until the
 * menus' code has loaded, so both look and read the same.
 */
export const AccountMenuButton = forwardRef<
  HTMLButtonElement,
  Omit<ButtonProps, 'children'> & { fullName: string }
>(function AccountMenuButton({ fullName, ...props }, ref) {
  return (
    <Button ref={ref} variant="ghost" size="sm" {...props}>
      <svg className={css.userIcon} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <circle cx="10" cy="7" r="4" fill="currentColor" />
        <path d="M2 19c0-4.4 3.6-7 8-7s8 2.6 8 7z" fill="currentColor" />
      </svg>
      <span className={css.userName}>{fullName}</span>
      <svg className={css.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
        <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="2" fill="none" />
      </svg>
    </Button>
  );
});

/**
 * The language menu's trigger: a globe and the current language's name, named 'Jezik: Latinica'.
 * `compact` shows the globe alone (the name stays in the accessible name).
 */
export const LanguageMenuButton = forwardRef<
  HTMLButtonElement,
  Omit<ButtonProps, 'children'> & { name: string; label: string; compact?: boolean }
>(function LanguageMenuButton({ name, label, compact = false, ...props }, ref) {
  return (
    <Button ref={ref} variant="ghost" size="sm" aria-label={label} {...props}>
      <svg className={css.userIcon} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <circle cx="10" cy="10" r="8" stroke="currentColor" strokeWidth="1.5" fill="none" />
        <path
          d="M2 10h16M10 2c2.2 2.2 3.2 5 3.2 8s-1 5.8-3.2 8c-2.2-2.2-3.2-5-3.2-8s1-5.8 3.2-8z"
          stroke="currentColor"
          strokeWidth="1.5"
          fill="none"
        />
      </svg>
      <span className={compact ? css.languageNameHidden : undefined}>{name}</span>
      <svg className={css.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
        <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="2" fill="none" />
      </svg>
    </Button>
  );
});

export const NarrowMenuButton = forwardRef<HTMLButtonElement, Omit<IconButtonProps, 'children'>>(
  function NarrowMenuButton(props, ref) {
    return (
      <IconButton ref={ref} variant="secondary" {...props}>
        <svg width="20" height="20" viewBox="0 0 20 20">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
        </svg>
      </IconButton>
    );
  },
);
