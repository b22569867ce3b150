import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ComponentRef,
  type HTMLAttributes,
} from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { InertOutside } from '../../internal/InertOutside';
import { IconButton } from '../IconButton/IconButton';
import * as css from './Dialog.css';

export const DIALOG_SIZES = ['sm', 'md', 'lg', 'full'] as const;
/** 'dialog' is centred on the screen; 'sheet' is a bottom sheet as wide as the screen. */
export const DIALOG_VARIANTS = ['dialog', 'sheet'] as const;

/** Holds the open state: `open`, `defaultOpen`, `onOpenChange`, `modal`. */
export const Root = RadixDialog.Root;
export type RootProps = RadixDialog.DialogProps;

/** Opens the dialog; pass `asChild` to use a Button or link as the trigger. */
export const Trigger = RadixDialog.Trigger;

/** Closes the dialog; pass `asChild` to use a Button. */
export const Close = RadixDialog.Close;

export interface ContentProps extends ComponentPropsWithoutRef<typeof RadixDialog.Content> {
  /** The width of a centred dialog (a sheet is as wide as the screen). */
  size?: (typeof DIALOG_SIZES)[number];
  variant?: (typeof DIALOG_VARIANTS)[number];
  /** When given, a corner close button with this accessible name (e.g. 'Zatvori'). */
  closeLabel?: string;
}

/**
 * The dialog surface, portalled above an overlay, with focus trapped inside and returned to the
 * trigger on close. It must contain a Dialog.Title; without a Dialog.Description pass
 * `aria-describedby={undefined}`.
 */
export const Content = forwardRef<ComponentRef<typeof RadixDialog.Content>, ContentProps>(
  function Content(
    { size = 'md', variant = 'dialog', closeLabel, className, children, ...props },
    ref,
  ) {
    return (
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={css.overlay} />
        <RadixDialog.Content
          ref={ref}
          className={clsx(css.content({ size, variant }), className)}
          data-has-close={closeLabel ? '' : undefined}
          data-variant={variant}
          {...props}
        >
          <InertOutside />
          {children}
          {closeLabel ? (
            <RadixDialog.Close asChild>
              <IconButton label={closeLabel} size="sm" className={css.closeButton}>
                <svg width="16" height="16" viewBox="0 0 16 16" fill="none">
                  <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
                </svg>
              </IconButton>
            </RadixDialog.Close>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    );
  },
);

/** Names the dialog (aria-labelledby); required. */
export const Title = forwardRef<
  ComponentRef<typeof RadixDialog.Title>,
  ComponentPropsWithoutRef<typeof RadixDialog.Title>
>(function Title({ className, ...props }, ref) {
  return <RadixDialog.Title ref={ref} className={clsx(css.title, className)} {...props} />;
});

/** Describes the dialog (aria-describedby). */
export const Description = forwardRef<
  ComponentRef<typeof RadixDialog.Description>,
  ComponentPropsWithoutRef<typeof RadixDialog.Description>
>(function Description({ className, ...props }, ref) {
  return (
    <RadixDialog.Description ref={ref} className={clsx(css.description, className)} {...props} />
  );
});

/** The row of actions at the bottom (e.g. 'Otkaži' and 'Pošalji'). */
export function Footer({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={clsx(css.footer, className)} {...props} />;
}
