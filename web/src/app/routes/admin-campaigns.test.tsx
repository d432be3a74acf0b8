import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The API is a fake server the tests program; every call is recorded.
const server = await vi.hoisted(async () => (await import('@/testing/fake-api')).installFakeApi());

import type { User } from '@/lib/sign-in/user';
import { authState } from '@/testing/auth-state';
import { renderApp } from '@/testing/render-app';
import { Component } from './admin-campaigns';

const user = (isAdmin: boolean): User => ({ id: 9, firstName: 'A', lastName: 'X', email: 'a@oneloft.example', isAdmin, seasonAdmin: false, permissions: [] });
const signedIn = (u: User) => authState(u);

const welcome = { id: 2, name: 'Welcome', percent_bp: 2000, amount_off: 0, applies_to: ['store_items'], uses: 0, coupons: 0, coupons_used: 0, created_at: '2026-03-01T00:00:00Z' };

describe('/admin/campaigns', () => {
  it("lists the service's campaigns for admins, with Campaigns in the admin menu", async () => {
    const seen = server.serve({ 'GET /api/custom/v1/admin/campaigns': { status: 200, body: [welcome] } });
    renderApp(<Component />, { path: '/admin/campaigns', route: '/admin/campaigns', auth: signedIn(user(true)) });
    const card = await screen.findByTestId('campaign-2');
    expect(card).toHaveTextContent('Welcome');
    expect(card).toHaveTextContent('20 % off');
    expect(within(screen.getByTestId('admin-nav')).getByText('Campaigns')).toBeTruthy();
    expect(seen.map((s) => s.path)).toContain('/api/custom/v1/admin/campaigns');
  });

  it('shows the 403 page to a merchant, before any request', async () => {
    const seen = server.serve({});
    renderApp(<Component />, { path: '/admin/campaigns', route: '/admin/campaigns', auth: signedIn(user(false)) });
    expect(await screen.findByTestId('error-view')).toHaveAttribute('data-status', '403');
    expect(seen).toEqual([]);
  });
});
