import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The API is a fake server the tests program; every call is recorded.
const server = await vi.hoisted(async () => (await import('@/testing/fake-api')).installFakeApi());

import { renderApp, testQueryClient } from '@/testing/render-app';
import { getUserQueryOptions, type UserDetail } from '../api/get-user';
import { UserRolesPanel } from './user-roles-panel';

const max: UserDetail = {
  id: 2,
  labels: [],
  first_name: 'Max',
  last_name: 'Merchant',
  email: 'max@example.org',
  is_admin: false,
  season_admin: false,
  blocked: false,
  blocked_at: null,
  email_verified: true,
  lofts: [],
  created_at: '2026-01-01T00:00:00Z',
  language: 'en',
  ipfn: '',
  city: '',
  street: '',
  zipcode: '',
  phone: '',
  phone_verified: false,
  history: [],
  can_resend_verification: false,
};

// The panel shows the user from the query cache, as the detail screen does; the answer of a change replaces it.
function Panel({ self }: { self: boolean }) {
  const { data } = useQuery({ ...getUserQueryOptions(2), staleTime: Infinity });
  return data ? <UserRolesPanel user={data} self={self} /> : null;
}

function renderPanel(user: UserDetail, self = false) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(getUserQueryOptions(user.id).queryKey, user);
  renderApp(<Panel self={self} />, { queryClient });
}

const switchInput = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);

beforeEach(() => {
  server.calls.length = 0;
});

describe('UserRolesPanel', () => {
  it('grants the extended season permission and shows the answer', async () => {
    server.answer = ({ body }) => ({ status: 200, body: { ...max, ...(body as object) } });
    renderPanel(max);
    expect(switchInput('switch-season-admin').checked).toBe(false);
    fireEvent.click(switchInput('switch-season-admin'));
    await waitFor(() => expect(switchInput('switch-season-admin').checked).toBe(true));
    expect(server.calls).toEqual([{ method: 'PUT', path: '/api/res/v1/users/2/roles', body: { season_admin: true } }]);
  });

  it("shows the server's refusal under the admin switch, and leaves the switch as it was", async () => {
    server.answer = () => ({ status: 400, body: { message: 'At least one admin must remain.', errors: { is_admin: ['At least one admin must remain.'] } } });
    renderPanel({ ...max, is_admin: true });
    fireEvent.click(switchInput('switch-admin'));
    expect(await screen.findByText('At least one admin must remain.')).toBeInTheDocument();
    expect(switchInput('switch-admin').checked).toBe(true);
    expect(screen.queryByTestId('roles-error')).toBeNull();
  });

  it('shows a refusal without a field as a message of its own', async () => {
    server.answer = () => ({ status: 403, body: { message: 'You are not allowed to perform this action.' } });
    renderPanel(max);
    fireEvent.click(switchInput('switch-season-admin'));
    expect(await screen.findByTestId('roles-error')).toHaveTextContent('You are not allowed to perform this action.');
  });

  it("keeps an admin's own admin right out of reach, and says why", () => {
    renderPanel({ ...max, is_admin: true }, true);
    expect(switchInput('switch-admin').disabled).toBe(true);
    expect(screen.getByText('You cannot revoke your own admin right.')).toBeInTheDocument();
    expect(switchInput('switch-season-admin').disabled).toBe(false);
  });
});
