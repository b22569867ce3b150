// The browser entry: the package's one stylesheet plus the components.
import '@marketplace/ui/styles.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Page } from './Page';

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <Page />
  </StrictMode>,
);
