import * as RadixToast from '@radix-ui/react-toast';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { uiTexts } from '../../texts';
import * as css from './Toast.css';

export const TOAST_TONES = ['success', 'danger', 'info'] as const;
export type ToastTone = (typeof TOAST_TONES)[number];

export interface ToastOptions {
  tone?: ToastTone;
  /** Milliseconds before it closes by itself; the provider's by default. */
  duration?: number;
}

export interface ToastApi {
  /** Shows a short confirmation ('Oglas je objavljen'); returns its id. */
  show: (message: string, options?: ToastOptions) => number;
  /** Closes one toast early. */
  dismiss: (id: number) => void;
}

interface ToastItem extends ToastOptions {
  id: number;
  message: string;
}

const ToastContext = createContext<ToastApi | null>(null);

export const TOAST_LABELS = uiTexts.toast;
export type ToastLabels = typeof TOAST_LABELS;

export interface ToastProviderProps {
  children?: ReactNode;
  /** How long a toast stays, in milliseconds (Radix pauses it while hovered or focused). */
  duration?: number;
  labels?: Partial<ToastLabels>;
}

/**
 * Short confirmations after an action, on Radix Toast: announced politely, closed after a few
 * seconds, and reachable from the keyboard (F8 focuses the region; Escape closes a toast).
 */
export function ToastProvider({
  children,
  duration = 5000,
  labels: overrides,
}: ToastProviderProps) {
  const labels = { ...TOAST_LABELS, ...overrides };
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((t) => t.id !== id));
  }, []);
  const show = useCallback((message: string, options: ToastOptions = {}) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { ...options, id, message }]);
    return id;
  }, []);
  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={duration} label={labels.item}>
        {children}
        {toasts.map((item) => (
          <RadixToast.Root
            key={item.id}
            // Polite: a confirmation never interrupts what is being read.
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
    </ToastContext.Provider>
  );
}

/** The toasts of the enclosing ToastProvider; outside one, showing does nothing. */
export function useToast(): ToastApi {
  return useContext(ToastContext) ?? NO_TOASTS;
}

const NO_TOASTS: ToastApi = { show: () => 0, dismiss: () => undefined };
