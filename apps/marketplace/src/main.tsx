import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { prefetchSessionUser } from './lib/auth';
import { createBrowserApiClient } from './lib/api-client';
import { createQueryClient } from './lib/react-query';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const apiClient = createBrowserApiClient();
const queryClient = createQueryClient();
// spec §4: the stored session's user is asked for before React renders; the session reuses it.
prefetchSessionUser(queryClient, apiClient);

createRoot(container).render(
  <StrictMode>
    <AppProvider apiClient={apiClient} queryClient={queryClient}>
      <RouterProvider router={createRouter(apiClient, queryClient)} />
    </AppProvider>
  </StrictMode>,
);
