import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import { InertOutside } from '../../internal/InertOutside';
import * as css from './DropdownMenu.css';

export const DROPDOWN_MENU_ITEM_TONES = ['neutral', 'danger'] as const;

/** Holds the open state: `open`, `defaultOpen`, `onOpenChange`, `modal`. */
export const Root = RadixMenu.Root;
export type RootProps = RadixMenu.DropdownMenuProps;

/** Opens the menu with click, Enter, Space or ArrowDown; pass `asChild` to use a Button. */
export const Trigger = RadixMenu.Trigger;

export const Group = RadixMenu.Group;

export type ContentProps = ComponentPropsWithoutRef<typeof RadixMenu.Content>;

/** The menu list, portalled; arrow keys move, typing jumps, Escape closes and refocuses the trigger. */
export const Content = forwardRef<ComponentRef<typeof RadixMenu.Content>, ContentProps>(
  function Content({ className, sideOffset = 4, align = 'start', children, ...props }, ref) {
    return (
      <RadixMenu.Portal>
        <RadixMenu.Content
          ref={ref}
          sideOffset={sideOffset}
          align={align}
          className={clsx(css.content, className)}
          {...props}
        >
          <InertOutside />
          {children}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    );
  },
);

export interface ItemProps extends ComponentPropsWithoutRef<typeof RadixMenu.Item> {
  /** 'danger' for destructive entries such as 'Odjavi se' or delete. */
  tone?: (typeof DROPDOWN_MENU_ITEM_TONES)[number];
}

/** One entry; `onSelect` runs on click or Enter. Pass `asChild` to render a router link. */
export const Item = forwardRef<ComponentRef<typeof RadixMenu.Item>, ItemProps>(function Item(
  { className, tone, ...props },
  ref,
) {
  return <RadixMenu.Item ref={ref} className={clsx(css.item({ tone }), className)} {...props} />;
});

/** A non-interactive heading inside the menu (e.g. the role label 'Investitor'). */
export const Label = forwardRef<
  ComponentRef<typeof RadixMenu.Label>,
  ComponentPropsWithoutRef<typeof RadixMenu.Label>
>(function Label({ className, ...props }, ref) {
  return <RadixMenu.Label ref={ref} className={clsx(css.label, className)} {...props} />;
});

export const Separator = forwardRef<
  ComponentRef<typeof RadixMenu.Separator>,
  ComponentPropsWithoutRef<typeof RadixMenu.Separator>
>(function Separator({ className, ...props }, ref) {
  return <RadixMenu.Separator ref={ref} className={clsx(css.separator, className)} {...props} />;
});
