export {
  ToastProvider,
  useToast,
  TOAST_LABELS,
  TOAST_TONES,
  type ToastApi,
  type ToastLabels,
  type ToastOptions,
  type ToastProviderProps,
  type ToastTone,
} from './Toast';
