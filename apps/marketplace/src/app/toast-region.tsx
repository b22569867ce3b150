// Radix Toast's code, loaded with the first confirmation rather than with the first page.
export { ToastRegion as default } from '@marketplace/ui';
