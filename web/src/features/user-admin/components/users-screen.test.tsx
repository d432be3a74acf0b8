import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testQueryClient } from '@/testing/render-app';
import { getUsersQueryOptions, type UserPage, type UserSummary } from '../api/get-users';
import { UsersScreen } from './users-screen';

const user = (id: number, first: string, last: string, extra: Partial<UserSummary> = {}): UserSummary => ({
  id,
  labels: [],
  first_name: first,
  last_name: last,
  email: `${first.toLowerCase()}@example.org`,
  is_admin: false,
  season_admin: false,
  blocked: false,
  blocked_at: null,
  email_verified: true,
  lofts: [],
  created_at: '2026-01-01T00:00:00Z',
  ...extra,
});

const page = (data: UserSummary[]): UserPage => ({ data, meta: { page: 1, per_page: 25, total: data.length } });

const ada = user(1, 'Ada', 'Admin', { is_admin: true, season_admin: true });
const max = user(2, 'Max', 'Merchant', {
  lofts: [
    { loft_id: 1, loft_name: 'Sunrise Valley', is_merchant: true, is_agent: false, is_active: true },
    { loft_id: 2, loft_name: 'Desert Wings', is_merchant: false, is_agent: true, is_active: true },
    { loft_id: 3, loft_name: 'Former Loft', is_merchant: true, is_agent: false, is_active: false },
  ],
});
const bob = user(3, 'Bob', 'Blocked', { blocked: true, blocked_at: '2026-02-01T10:00:00Z', email_verified: false });

// The answers are put in the query cache as the server would send them; no request is made.
function renderScreen(url = '/admin/users') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(getUsersQueryOptions({ page: 1, perPage: 25, search: '', role: '' }).queryKey, page([ada, bob, max]));
  queryClient.setQueryData(getUsersQueryOptions({ page: 1, perPage: 25, search: '', role: 'blocked' }).queryKey, page([bob]));
  queryClient.setQueryData(getUsersQueryOptions({ page: 1, perPage: 25, search: '', role: 'agent' }).queryKey, page([]));
  return renderApp(<UsersScreen />, { path: '/admin/users', route: url, queryClient }).router;
}

const roles = (row: HTMLElement) =>
  within(within(row).getByTestId('user-roles'))
    .queryAllByTestId('role-badge')
    .map((b) => b.getAttribute('data-role'));

describe('UsersScreen', () => {
  it('lists users with their roles at a glance and the lofts they work for, each linking to the user', () => {
    renderScreen();
    const rows = screen.getAllByTestId('user-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByTestId('user-link')).toHaveAttribute('href', '/admin/users/1');
    expect(roles(rows[0]!)).toEqual(['admin', 'season_admin']);
    expect(roles(rows[1]!)).toEqual(['blocked', 'unverified']);
    expect(rows[1]!.textContent).toContain('bob@example.org');
    // Active permissions only: the former loft is not named.
    expect(roles(rows[2]!)).toEqual(['merchant', 'agent']);
    expect(rows[2]!.textContent).toContain('Merchant of Sunrise Valley · Agent of Desert Wings');
    expect(rows[2]!.textContent).not.toContain('Former Loft');
  });

  it('filters by role through the URL, and says when nobody matches', () => {
    const router = renderScreen();
    fireEvent.change(screen.getByTestId('user-role-filter'), { target: { value: 'blocked' } });
    expect(router.state.location.search).toBe('?role=blocked');
    expect(screen.getAllByTestId('user-row').map((r) => r.getAttribute('data-user'))).toEqual(['3']);
    fireEvent.change(screen.getByTestId('user-role-filter'), { target: { value: 'agent' } });
    expect(screen.getByTestId('users-empty')).toHaveTextContent('No users match.');
  });

  it('opens with the role of the address', () => {
    renderScreen('/admin/users?role=blocked');
    expect(screen.getByTestId<HTMLSelectElement>('user-role-filter').value).toBe('blocked');
    expect(screen.getAllByTestId('user-row')).toHaveLength(1);
  });
});
