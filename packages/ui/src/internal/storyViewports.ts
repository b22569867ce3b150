/**
 * Storybook globals that pin a story to one of the viewports of .storybook/preview.tsx: below md
 * (narrow) or from md (wide), the two layouts the spec names.
 */
export const narrowViewport = { viewport: { value: 'narrow', isRotated: false } };
export const wideViewport = { viewport: { value: 'wide', isRotated: false } };
