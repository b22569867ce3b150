// The design system's public surface; components are added by the design-system work.
export const UI_PACKAGE = '@marketplace/ui';
