/** The domain's texts alone, as vite.config.ts bundles them for the page's boot markup. */
export { texts } from '@marketplace/domain';
