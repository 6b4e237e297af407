import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner';
import { loadWithTimeout } from '../lib/lazy-with-timeout';
import { RootShell } from './layout/root-shell';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import type { RouteHandle } from './route-access';
import {
  PUBLIC_ROUTES,
  REDIRECT_ROUTES,
  type RedirectRoute,
  type ScreenRoute,
  SIGNED_IN_ROUTES,
} from './routes';

/** A redirect route renders nothing: its loader leaves before anything is shown. */
function RedirectingRoute() {
  return null;
}

function toRedirectObject(route: RedirectRoute): RouteObject {
  return {
    path: route.path,
    loader: () => redirect(route.redirectTo),
    Component: RedirectingRoute,
  };
}

function toScreenObject(route: ScreenRoute): RouteObject {
  const handle: RouteHandle = { title: route.title, access: route.access };
  return {
    path: route.path,
    handle,
    ErrorBoundary: RouteErrorPage,
    lazy: async () => ({ Component: (await loadWithTimeout(route.load)).default }),
  };
}

/** React Router routes built from the route table (routes.tsx). */
export function buildRouteObjects(): RouteObject[] {
  return [
    {
      Component: RootShell,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: FullPageSpinner,
      children: [
        ...REDIRECT_ROUTES.map(toRedirectObject),
        ...PUBLIC_ROUTES.map(toScreenObject),
        {
          // The signed-in area: sign-in check, session, layout, permission check per route.
          lazy: async () => ({
            Component: (await loadWithTimeout(() => import('./layout/signed-in-layout'))).default,
          }),
          ErrorBoundary: RouteErrorPage,
          children: SIGNED_IN_ROUTES.map(toScreenObject),
        },
        { path: '*', Component: NotFoundPage },
      ],
    },
  ];
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(buildRouteObjects());
}
