// The server entry: rendered to a string by Node, with @marketplace/ui loaded from node_modules.
import { renderToString } from 'react-dom/server';
import { Page } from './Page';

export function render(): string {
  return renderToString(<Page />);
}
