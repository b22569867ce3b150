import { ToastStateProvider, type ToastProviderProps } from './Toast';
import { ToastRegion } from './ToastRegion';

/**
 * Short confirmations after an action, on Radix Toast: announced politely, closed after a few
 * seconds, and reachable from the keyboard (F8 focuses the region; Escape closes a toast).
 */
export function ToastProvider(props: ToastProviderProps) {
  return <ToastStateProvider {...props} renderRegion={(region) => <ToastRegion {...region} />} />;
}
