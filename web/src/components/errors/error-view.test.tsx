import { screen } from '@testing-library/react';
import { data, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { NotFound } from './error-view';
import { RouteError } from './route-error';

function renderAt(routes: RouteObject[], path: string) {
  return renderApp(routes, { route: path });
}

describe('error pages', () => {
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
