import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { primitiveLabels, usePrimitiveLabels } from '../labels';

export const TOAST_TONES = ['success', 'danger', 'info'] as const;
export type ToastTone = (typeof TOAST_TONES)[number];

export interface ToastOptions {
  tone?: ToastTone;
  /** Milliseconds before it closes by itself; the provider's by default. */
  duration?: number;
}

export interface ToastApi {
  /**
   * Shows a short confirmation ('Oglas je objavljen'); returns its id. One toast at a time: a
   * newer one replaces the one on screen, so toasts never pile up over a phone's screen.
   */
  show: (message: string, options?: ToastOptions) => number;
  /** Closes one toast early. */
  dismiss: (id: number) => void;
}

export interface ToastItem extends ToastOptions {
  id: number;
  message: string;
}

const ToastContext = createContext<ToastApi | null>(null);

export const TOAST_LABELS = primitiveLabels.toast;
export type ToastLabels = typeof TOAST_LABELS;

export interface ToastProviderProps {
  children?: ReactNode;
  /** How long a toast stays, in milliseconds (Radix pauses it while hovered or focused). */
  duration?: number;
  labels?: Partial<ToastLabels>;
}

export interface ToastRegionProps {
  toasts: readonly ToastItem[];
  dismiss: (id: number) => void;
  duration: number;
  labels: ToastLabels;
}

export interface ToastStateProviderProps extends ToastProviderProps {
  /**
   * Draws the toasts (ToastRegion, or a lazily loaded one, so an app's first page need not carry
   * Radix Toast's code). Rendered from the start: a toast is announced through a live region
   * that must exist before the toast does.
   */
  renderRegion: (props: ToastRegionProps) => ReactNode;
}

/** The toasts' state and `useToast`, drawn by `renderRegion` (ToastProvider draws ToastRegion). */
export function ToastStateProvider({
  children,
  duration = 5000,
  labels: overrides,
  renderRegion,
}: ToastStateProviderProps) {
  const labels = { ...usePrimitiveLabels().toast, ...overrides };
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((t) => t.id !== id));
  }, []);
  const show = useCallback((message: string, options: ToastOptions = {}) => {
    const id = nextId.current++;
    // One at a time: the newer toast replaces the visible one (announced as it appears).
    setToasts([{ ...options, id, message }]);
    return id;
  }, []);
  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {renderRegion({ toasts, dismiss, duration, labels })}
    </ToastContext.Provider>
  );
}

/** The toasts of the enclosing ToastProvider; outside one, showing does nothing. */
export function useToast(): ToastApi {
  return useContext(ToastContext) ?? NO_TOASTS;
}

const NO_TOASTS: ToastApi = { show: () => 0, dismiss: () => undefined };
