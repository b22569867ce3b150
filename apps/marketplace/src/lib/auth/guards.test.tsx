import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createMockToken, fixtureUsers } from '@marketplace/api-client/mocks';
import { delay, http, HttpResponse } from 'msw';
import { AppProvider } from '../../app/provider';
import { RootLayout } from '../../app/root-layout';
import { storeSession } from './token-storage';
import { createTestApi } from '../../testing/mock-api';
import { mount } from '../../testing/render';
import { RequireAuth, RequireRole } from './guards';

const investor = fixtureUsers.investor;
const landOwner = fixtureUsers.landOwner;

/** The app shell with a home page that loads slowly, as a lazy route does over the network. */
function appRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        {
          path: '/',
          lazy: async () => {
            await new Promise((resolve) => setTimeout(resolve, 200));
            return { Component: () => <h1>Početna</h1> };
          },
        },
        { path: '/login', Component: () => <h1>Prijava</h1> },
        {
          path: '/profile',
          element: (
            <RequireAuth>
              <h1>Profil</h1>
            </RequireAuth>
          ),
        },
        {
          path: '/create-ad',
          element: (
            <RequireRole role="land_owner">
              <h1>Novi oglas</h1>
            </RequireRole>
          ),
        },
      ],
    },
  ];
}

let unmount: (() => Promise<void>) | undefined;
// The server takes a moment to end the session, as over a network.
const slowLogout = http.post('*/api/auth/logout', async () => {
  await delay(50);
  return new HttpResponse(null, { status: 204 });
});

async function start(initialEntry: string) {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [initialEntry] });
  const mounted = await mount(
    <AppProvider apiClient={createTestApi(slowLogout).apiClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  unmount = mounted.unmount;
  // Real clicks and the router's own timers update the tree from here on, as in the browser.
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  return router;
}

beforeEach(() => localStorage.clear());
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
  localStorage.clear();
});

describe('route guards (spec §2, §6)', () => {
  it('sends an anonymous visitor of a protected page to /login', async () => {
    const router = await start('/profile');
    await expect.element(page.getByRole('heading', { name: 'Prijava' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/profile' });
  });

  it('remembers the query string of the page asked for', async () => {
    const router = await start('/profile?tab=lozinka#forma');
    await expect.element(page.getByRole('heading', { name: 'Prijava' })).toBeVisible();
    expect(router.state.location.state).toEqual({ from: '/profile?tab=lozinka#forma' });
  });

  it('shows the protected page to a signed-in user', async () => {
    storeSession(createMockToken(investor.id), investor.id);
    await start('/profile');
    await expect.element(page.getByRole('heading', { name: 'Profil' })).toBeVisible();
  });

  it('shows the access-denied page to a user of the wrong type', async () => {
    storeSession(createMockToken(investor.id), investor.id);
    await start('/create-ad');
    await expect.element(page.getByRole('heading', { name: 'Pristup odbijen' })).toBeVisible();
    await expect
      .element(page.getByText('Samo vlasnici zemljišta mogu pristupiti ovoj stranici.'))
      .toBeVisible();
    expect(page.getByRole('heading', { name: 'Novi oglas' }).query()).toBeNull();
  });

  it('logging out on a protected page goes to /, not to /login', async () => {
    storeSession(createMockToken(landOwner.id), landOwner.id);
    const router = await start('/profile');
    await expect.element(page.getByRole('heading', { name: 'Profil' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: landOwner.full_name }));
    await userEvent.click(page.getByRole('menuitem', { name: 'Odjavi se' }));
    await expect.element(page.getByRole('heading', { name: 'Početna' })).toBeVisible();
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
