import * as RadixToast from '@radix-ui/react-toast';
import type { ToastLabels, ToastRegionProps } from './Toast';
import * as css from './Toast.css';

/**
 * The toasts on screen, on Radix Toast: announced politely, closed after their time (paused while
 * hovered or focused), reachable from the keyboard (F8 focuses the region; Escape closes a toast).
 * Kept in a module of its own so an app can load it with the first toast (see ToastStateProvider).
 */
export function ToastRegion({ toasts, dismiss, duration, labels }: ToastRegionProps) {
  return (
    <RadixToast.Provider duration={duration} label={labels.item}>
      {toasts.map((item) => (
        <RadixToast.Root
          key={item.id}
          type="background"
          duration={item.duration}
          open
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
          className={css.toast({ tone: item.tone })}
          data-tone={item.tone ?? 'success'}
        >
          <RadixToast.Title className={css.title}>{item.message}</RadixToast.Title>
          <RadixToast.Close className={css.close} aria-label={labels.close}>
            <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" />
            </svg>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className={css.viewport} label={labels.region} />
    </RadixToast.Provider>
  );
}

export type { ToastLabels };
