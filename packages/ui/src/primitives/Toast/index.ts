export {
  ToastStateProvider,
  useToast,
  TOAST_LABELS,
  TOAST_TONES,
  type ToastApi,
  type ToastItem,
  type ToastLabels,
  type ToastOptions,
  type ToastProviderProps,
  type ToastRegionProps,
  type ToastStateProviderProps,
  type ToastTone,
} from './Toast';
export { ToastProvider } from './ToastProvider';
export { ToastRegion } from './ToastRegion';
