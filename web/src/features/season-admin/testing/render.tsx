import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { vi } from 'vitest';
import type { AuthState } from '@/lib/auth';
import type { User } from '@/lib/sign-in/user';
import { renderApp } from '@/testing/render-app';
import type { AdminSeason } from '../api/get-admin-season';

export const admin: User = { id: 1, firstName: 'Ada', lastName: 'Admin', email: 'admin@oneloft.example', isAdmin: true, seasonAdmin: false, permissions: [] };
export const merchant: User = {
  ...admin,
  id: 2,
  firstName: 'Max',
  lastName: 'Merchant',
  isAdmin: false,
  permissions: [{ loft_id: 3, is_merchant: true, is_agent: false, is_active: true }],
};

export function authOf(user: User): AuthState {
  return {
    status: 'signedIn',
    user,
    isAuthenticated: true,
    canLogout: true,
    login: vi.fn(),
    logout: vi.fn(),
    register: vi.fn(),
    openAccount: vi.fn(),
    completeLogin: vi.fn(),
  };
}

/** Shows where the app went (for navigations after a save). */
export function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/** Renders `element` at `path` (opened as `entry`) for `user` (an admin unless told); other paths show where the app went. */
export function renderAt(element: ReactNode, { path, entry, user = admin }: { path: string; entry: string; user?: User }) {
  return renderApp(element, { path, route: entry, routes: [{ path: '*', element: <Where /> }], auth: authOf(user) }).router;
}

/** A season as GET /api/custom/v1/admin/seasons/{id} answers it. */
export function adminSeason(over: Partial<AdminSeason> = {}): AdminSeason {
  return {
    id: 7,
    loft_id: 3,
    loft_name: 'Sunrise Valley',
    name: 'Spring 2026',
    currency: 'EUR',
    state: 'draft',
    registration_open: false,
    max_pigeons: 10,
    max_active: null,
    max_reserve: null,
    total_spots: 300,
    rules_text: 'Fly fair.',
    created_at: '2026-01-02T10:00:00Z',
    places_taken: { active: 8, reserve: 4, total: 12 },
    orders_count: 5,
    payment_days: 10,
    due_dates: [
      {
        id: 1,
        season_id: 7,
        due_date_category_id: 2,
        category: 'payment',
        name: 'Payment',
        description: '',
        starts_at: '2026-01-01',
        ends_at: '2026-04-15',
        max_duration: 10,
      },
    ],
    products: [],
    state_history: [{ id: 1, state: 'draft', registration_open: false, created_at: '2026-01-02T10:00:00Z', created_by: { id: 2, name: 'Max Merchant' } }],
    audit: [
      {
        id: 2,
        action: 'update',
        detail: { name: ['Spring', 'Spring 2026'], total_spots: [null, 300] },
        created_at: '2026-01-03T10:00:00Z',
        created_by: { id: 4, name: 'Sue Seasons' },
      },
      { id: 1, action: 'create', detail: { name: [null, 'Spring'] }, created_at: '2026-01-02T10:00:00Z' },
    ],
    ...over,
  };
}
