import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getLoftQueryOptions } from '@/lib/api/lofts/get-loft';
import type { Permission, User } from '@/lib/sign-in/user';
import { authState } from '@/testing/auth-state';
import { renderApp, testQueryClient } from '@/testing/render-app';
import { Component } from './overview-loft';

const perm = (loft_id: number, p: Partial<Permission>): Permission => ({ loft_id, is_merchant: false, is_agent: false, is_active: true, ...p });
const user = (permissions: Permission[], isAdmin = false): User => ({ id: 9, firstName: 'M', lastName: 'X', email: 'm@oneloft.example', isAdmin, seasonAdmin: false, permissions });

// The overview's loft is in the cache as the server would send it, so an allowed user's screen renders without requests.
function renderOverview(u: User, loftId = 2, route = `/overview/${loftId}`, seasons: object[] = []) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(getLoftQueryOptions(2).queryKey, { id: 2, name: 'Costa Brava Classic', unit: 'km', seasons } as never);
  renderApp(<Component />, { path: route.includes('/', 11) ? '/overview/:id/:section' : '/overview/:id', route, queryClient, auth: authState(u) });
  return queryClient;
}

const season = { id: 7, name: 'Costa Cup', state: 'in_progress', registration_open: true, currency: 'EUR' };
const navLabels = () => Array.from(screen.getByTestId('workspace-nav').querySelectorAll('a'), (a) => a.textContent);

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

  it('shows the workspace to the loft’s merchant, its agent and admins', async () => {
    for (const u of [user([perm(2, { is_merchant: true })]), user([perm(2, { is_agent: true })]), user([], true)]) {
      renderOverview(u);
      expect(await screen.findByTestId('workspace-loft')).toHaveTextContent('Costa Brava Classic');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Orders');
      expect(screen.queryByTestId('error-view')).toBeNull();
      cleanup();
    }
  });

  it('tells a merchant of an empty loft to create the first season, and an agent that there is none', async () => {
    renderOverview(user([perm(2, { is_merchant: true })]));
    expect(await screen.findByTestId('workspace-first-season-create')).toHaveTextContent('Create your first season');
    cleanup();
    renderOverview(user([perm(2, { is_agent: true })]));
    expect(await screen.findByTestId('workspace-no-season')).toHaveTextContent('This loft has no seasons yet.');
    expect(screen.queryByTestId('workspace-first-season-create')).toBeNull();
  });

  it('lists every section for merchants, grouped, and the desk’s for agents; links keep the season', async () => {
    renderOverview(user([perm(2, { is_merchant: true })]), 2, '/overview/2', [season]);
    await screen.findByTestId('workspace-nav');
    expect(navLabels()).toEqual([
      'Orders',
      'Transport',
      'Due dates',
      'Products',
      'Pigeon sale',
      'Season settings',
      'Race rules',
      'Intake',
      'Contract',
      'Season history',
      'Seasons',
      'Flights',
      'Prize money',
      'News',
      'Images',
      'Photos & videos',
      'Store',
      'Store orders',
      'Auctions',
      'Payee',
      'Campaigns',
      'Staff',
      'Devices',
      'Teams',
      'Customers',
    ]);
    expect(screen.getByTestId('overview-tab-staff')).toHaveAttribute('href', '/overview/2/staff?season=7');
    cleanup();
    renderOverview(user([perm(2, { is_agent: true })]), 2, '/overview/2', [season]);
    await screen.findByTestId('workspace-nav');
    expect(navLabels()).toEqual(['Orders', 'Transport', 'Intake', 'Store orders', 'Devices', 'Teams', 'Customers']);
  });

  it('opens the section its URL names, with its title; an agent asking for a merchant’s section gets the orders', async () => {
    renderOverview(user([perm(2, { is_merchant: true })]), 2, '/overview/2/seasons', [season]);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Seasons');
    expect(await screen.findByTestId('workspace-season-row')).toHaveTextContent('Costa Cup');
    expect(screen.getByTestId('overview-tab-seasons')).toHaveAttribute('aria-current', 'page');
    cleanup();
    renderOverview(user([perm(2, { is_agent: true })]), 2, '/overview/2/staff', [season]);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Orders');
  });
});
