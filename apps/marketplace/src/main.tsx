import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { whenFirstScreenReady } from './app/first-screen';
import { createRouter } from './app/router';
import { prefetchSessionUser } from './lib/auth';
import { createBrowserApiClient } from './lib/api-client';
import { createQueryClient } from './lib/react-query';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const apiClient = createBrowserApiClient();
const queryClient = createQueryClient();
// spec §4: the stored session's user is asked for before React renders; the session reuses it.
void prefetchSessionUser(queryClient, apiClient);
const router = createRouter(apiClient, queryClient);

// React's first render shows the whole first screen (app/first-screen.ts). Until then the page's
// boot markup (index.html) stays, with its top bar, its hero and the loading text.
void whenFirstScreenReady(router, queryClient).then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProvider apiClient={apiClient} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  ),
);
