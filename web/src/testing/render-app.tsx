import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, type DefaultOptions } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { theme } from '@/app/theme';
import { AuthProvider, type AuthState } from '@/lib/auth';
import { initI18n } from '@/lib/i18n/i18n';
import { PageMetaProvider } from '@/lib/page-meta';

// Every test that renders a component needs the texts: they load once, when a test file imports this module.
await initI18n();

/** What `renderApp` can be told besides the component. */
export type RenderAppOptions = {
  /** The address the router opens (path and query); '/' unless told. */
  route?: string;
  /** The route pattern the component is shown at (e.g. '/lofts/:id'); the path of `route` unless told. */
  path?: string;
  /** Further routes beside the component's, e.g. `{ path: '*', element: <Where /> }` to see where the app went. */
  routes?: RouteObject[];
  /** A query client the test seeded; a fresh `testQueryClient()` unless given. */
  queryClient?: QueryClient;
  /** The sign-in state the component sees; anonymous unless given (no session is restored in tests). */
  auth?: AuthState;
};

/**
 * A query client with test defaults: no retries (a failed request fails now), no refetch on window focus, and
 * data that stays fresh (seeded data is not fetched again on mount). `defaults` adds to or overrides them.
 */
export function testQueryClient(defaults: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity, ...defaults.queries },
      mutations: { retry: false, ...defaults.mutations },
    },
  });
}

/**
 * Renders `ui` with what the app gives it (src/app/provider.tsx): Mantine with the app's theme, a query client,
 * the sign-in state (`options.auth`), page meta, and a memory router opened at `options.route`. `ui` may also be a whole route table.
 * Returns Testing Library's result, the query client and the router.
 */
export function renderApp(ui: ReactNode | RouteObject[], options: RenderAppOptions = {}) {
  const route = options.route ?? '/';
  const queryClient = options.queryClient ?? testQueryClient();
  const table = Array.isArray(ui) ? ui : [{ path: options.path ?? route.split(/[?#]/)[0], element: ui }];
  const router = createMemoryRouter([...table, ...(options.routes ?? [])], { initialEntries: [route] });
  const page = (
    <PageMetaProvider>
      <RouterProvider router={router} />
    </PageMetaProvider>
  );
  const result = render(
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>{options.auth ? <AuthProvider value={options.auth}>{page}</AuthProvider> : page}</QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient, router };
}
