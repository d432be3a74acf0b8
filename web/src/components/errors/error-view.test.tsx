import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { NotFound } from './error-view';
import { RouteError } from './route-error';

function renderAt(routes: Parameters<typeof createMemoryRouter>[0], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('error pages', () => {
  beforeAll(async () => {
    await initI18n();
  });

  it('shows the 404 page with a link home', async () => {
    renderAt(
      [
        { path: '/', element: <p>home</p> },
        { path: '*', element: <NotFound /> },
      ],
      '/nowhere',
    );
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it("shows 'An error occurred - {status}' for other statuses", async () => {
    renderAt(
      [
        {
          path: '/x',
          loader: () => {
            throw data(null, { status: 503 });
          },
          element: <p>x</p>,
          errorElement: <RouteError />,
        },
      ],
      '/x',
    );
    expect(await screen.findByRole('heading', { name: 'An error occurred - 503' })).toBeInTheDocument();
  });

  it('uses 500 for errors without a status', async () => {
    const Boom = () => {
      throw new Error('boom');
    };
    const originalError = console.error;
    console.error = () => {};
    renderAt([{ path: '/y', element: <Boom />, errorElement: <RouteError /> }], '/y');
    expect(await screen.findByRole('heading', { name: 'An error occurred - 500' })).toBeInTheDocument();
    console.error = originalError;
  });
});
