import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '../packages/ui/src/theme/theme.css';

export const VIEWPORTS = {
  narrow: {
    name: 'Narrow (below md)',
    styles: { width: '375px', height: '740px' },
    type: 'mobile',
  },
  wide: { name: 'Wide', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  // MSW serves the page stories' API calls (parameters.msw) in Storybook; never in the product.
  loaders: [mswLoader()],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // axe runs on every story; any violation fails the story's test.
    a11y: { test: 'error' },
    viewport: { options: VIEWPORTS },
  },
  tags: ['autodocs'],
};
export default preview;
