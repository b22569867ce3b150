import { forwardRef, type ButtonHTMLAttributes } from 'react';
import clsx from 'clsx';
import { texts } from '@marketplace/domain';
import { button } from '../../primitives/Button/Button.css';
import { iconButton } from '../../primitives/IconButton/IconButton.css';
import * as css from './FavoriteButton.css';

export const FAVORITE_BUTTON_APPEARANCES = ['icon', 'labelled'] as const;

export interface FavoriteButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-pressed' | 'children' | 'onChange'
> {
  /** Whether the ad is saved (the heart is filled; aria-pressed="true"). */
  pressed: boolean;
  /** Called with the state the user asks for. */
  onPressedChange: (pressed: boolean) => void;
  /**
   * The name ('Sačuvaj oglas'). The round heart of a card keeps it in both states (its filled
   * heart and aria-pressed say it is on); the labelled button of an ad page shows `savedLabel`
   * once saved, so its visible text and its name say the same thing.
   */
  label?: string;
  /** The labelled button's text once saved ('Sačuvano'), still with aria-pressed="true". */
  savedLabel?: string;
  /** 'icon': a round heart (cards); 'labelled': the heart with the label beside it (ad pages). */
  appearance?: (typeof FAVORITE_BUTTON_APPEARANCES)[number];
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg
      className={css.heart}
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.2 4.5c2 0 3.5 1.1 4.8 2.8 1.3-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.6 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Saves an ad or removes it from the saved ones: a toggle button with a heart. */
export const FavoriteButton = forwardRef<HTMLButtonElement, FavoriteButtonProps>(
  function FavoriteButton(
    {
      pressed,
      onPressedChange,
      label = texts.favorites.save,
      savedLabel = texts.favorites.saved,
      appearance = 'icon',
      className,
      onClick,
      type,
      ...props
    },
    ref,
  ) {
    const icon = appearance === 'icon';
    return (
      <button
        ref={ref}
        type={type ?? 'button'}
        aria-pressed={pressed}
        aria-label={icon ? label : undefined}
        data-state={pressed ? 'on' : 'off'}
        className={clsx(
          button({ variant: icon ? 'secondary' : 'outline', size: icon ? 'sm' : 'md' }),
          icon && iconButton({ size: 'md', round: true }),
          css.favorite,
          className,
        )}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) onPressedChange(!pressed);
        }}
        {...props}
      >
        <Heart filled={pressed} />
        {icon ? null : <span>{pressed ? savedLabel : label}</span>}
      </button>
    );
  },
);
