import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getLoftQueryOptions } from '@/lib/api/lofts/get-loft';
import type { AuthState } from '@/lib/auth';
import type { Permission, User } from '@/lib/sign-in/user';
import { renderApp, testQueryClient } from '@/testing/render-app';
import { Component } from './overview-loft';

const perm = (loft_id: number, p: Partial<Permission>): Permission => ({ loft_id, is_merchant: false, is_agent: false, is_active: true, ...p });
const user = (permissions: Permission[], isAdmin = false): User => ({ id: 9, firstName: 'M', lastName: 'X', email: 'm@oneloft.example', isAdmin, seasonAdmin: false, permissions });

function signedIn(u: User): AuthState {
  return { status: 'signedIn', user: u, isAuthenticated: true, canLogout: true, login: vi.fn(), logout: vi.fn(), register: vi.fn(), openAccount: vi.fn(), completeLogin: vi.fn() };
}

// The overview's loft is in the cache as the server would send it, so an allowed user's screen renders without requests.
function renderOverview(u: User, loftId = 2) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(getLoftQueryOptions(2).queryKey, { id: 2, name: 'Costa Brava Classic', seasons: [] } as never);
  renderApp(<Component />, { path: '/overview/:id', route: `/overview/${loftId}`, queryClient, auth: signedIn(u) });
  return queryClient;
}

describe('/overview/{id}', () => {
  it('shows the 403 page to a merchant of another loft, before any request', async () => {
    const qc = renderOverview(user([perm(1, { is_merchant: true })]), 3);
    expect(await screen.findByTestId('error-view')).toHaveAttribute('data-status', '403');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('An error occurred - 403');
    expect(qc.getQueryCache().findAll({ queryKey: ['lofts', 'detail', 3] })).toEqual([]);
  });

  it('shows the 403 page to an inactive merchant of the loft and to a plain fancier', async () => {
    for (const u of [user([perm(2, { is_merchant: true, is_active: false })]), user([])]) {
      renderOverview(u);
      expect(await screen.findByTestId('error-view')).toHaveAttribute('data-status', '403');
      cleanup();
    }
  });

  it('shows the overview to the loft’s merchant, its agent and admins', async () => {
    for (const u of [user([perm(2, { is_merchant: true })]), user([perm(2, { is_agent: true })]), user([], true)]) {
      renderOverview(u);
      expect(await screen.findByText('Season orders: Costa Brava Classic')).toBeInTheDocument();
      expect(screen.queryByTestId('error-view')).toBeNull();
      cleanup();
    }
  });
});
