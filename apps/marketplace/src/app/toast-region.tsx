// Radix Toast's code, loaded after the first page rather than with it.
export { ToastRegion as default } from '@marketplace/ui';
