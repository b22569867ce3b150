import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { prefetchSessionUser } from './lib/auth';
import { createBrowserApiClient } from './lib/api-client';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const apiClient = createBrowserApiClient();
prefetchSessionUser(apiClient);

createRoot(container).render(
  <StrictMode>
    <AppProvider apiClient={apiClient}>
      <RouterProvider router={createRouter(apiClient)} />
    </AppProvider>
  </StrictMode>,
);
