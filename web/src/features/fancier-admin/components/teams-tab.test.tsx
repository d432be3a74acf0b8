import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The API is a fake server the tests program; every call is recorded.
const server = await vi.hoisted(async () => (await import('@/testing/fake-api')).installFakeApi());

import { getCountriesQueryOptions } from '@/lib/api/countries/get-countries';
import type { FakeAnswer, FakeCall } from '@/testing/fake-api';
import { getAvailableUsersQueryOptions } from '../api/get-available-users';
import { getLoftQueryOptions } from '@/lib/api/lofts/get-loft';
import type { Loft } from '@/lib/api/types';
import { renderApp, testQueryClient } from '@/testing/render-app';
import { getStaffTeamsQueryOptions, type StaffTeam, type StaffTeamPage } from '../api/get-staff-teams';
import { getTeamHistoryQueryOptions } from '../api/get-team-history';
import { TeamsTab } from './teams-tab';

const loft = (fancierManagement: boolean) => ({ id: 1, name: 'Sunrise Valley', seasons: [], fancier_management: fancierManagement }) as unknown as Loft;
const team = (id: number, name: string, pigeons: number): StaffTeam => ({
  id,
  loft_id: 1,
  user_id: 10 + id,
  name,
  country: 'NL',
  fancier: `Fancier ${id}`,
  pigeons_count: pigeons,
});
const page: StaffTeamPage = { data: [team(1, 'Berg Loft', 3), team(2, 'Empty Wings', 0)], meta: { page: 1, per_page: 25, total: 2 } };

// Reads come from the query cache as the server would send them; writes go to the fake server.
function renderTab(fancierManagement = true) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(getLoftQueryOptions(1).queryKey, loft(fancierManagement));
  queryClient.setQueryData(getStaffTeamsQueryOptions({ loftId: 1, page: 1, perPage: 25, search: '' }).queryKey, page);
  queryClient.setQueryData(getCountriesQueryOptions('en').queryKey, [
    { key: 'DE', name: 'Germany' },
    { key: 'NL', name: 'Netherlands' },
  ]);
  queryClient.setQueryData(getAvailableUsersQueryOptions(1, 5).queryKey, [{ id: 11, ouser: { first_name: 'Anna', last_name: 'Berg', email: 'anna@example.org' } }]);
  queryClient.setQueryData(getTeamHistoryQueryOptions(1).queryKey, [
    { id: 1, action: 'update', detail: { name: ['Berg', 'Berg Loft'] }, created_by: 2, author: 'Max Merchant', created_at: '2026-03-01T12:00:00Z' },
  ]);
  renderApp(<TeamsTab loftId={1} seasonId={5} />, { queryClient });
}

const row = (name: string) => screen.getAllByTestId('team-row').find((r) => r.getAttribute('data-team') === name)!;

// Reads after a write (the lists are read again) answer what the cache holds.
const reads = (call: FakeCall): FakeAnswer | undefined => (call.method === 'GET' && call.path.startsWith('/api/public/lofts/1/teams') ? { status: 200, body: page } : undefined);

beforeEach(() => {
  server.calls.length = 0;
  server.answer = (call) => reads(call) ?? { status: 200, body: {} };
});

describe('TeamsTab', () => {
  it('explains the package rule to a legacy loft instead of listing teams', () => {
    renderTab(false);
    expect(screen.getByTestId('fancier-legacy')).toHaveTextContent('part of the basic and premium packages');
    expect(screen.queryByTestId('teams-table')).toBeNull();
  });

  it('lists the teams with fancier, country and pigeons, each linking to its page', () => {
    renderTab();
    const berg = row('Berg Loft');
    expect(berg.textContent).toContain('Fancier 1');
    expect(berg.textContent).toContain('Netherlands');
    expect(within(berg).getByRole('link', { name: 'Berg Loft' })).toHaveAttribute('href', '/lofts/1/teams/1');
  });

  it('says a team with pigeons cannot be deleted before anyone tries', async () => {
    renderTab();
    fireEvent.click(within(row('Berg Loft')).getByTestId('team-delete'));
    const form = await screen.findByTestId('team-delete-form');
    expect(within(form).getByTestId('team-delete-rule')).toHaveTextContent('A team with pigeons cannot be deleted: this team has 3.');
    expect(within(form).getByTestId<HTMLButtonElement>('team-delete-confirm').disabled).toBe(true);
  });

  it('deletes an empty team', async () => {
    server.answer = (call) => reads(call) ?? { status: 204 };
    renderTab();
    fireEvent.click(within(row('Empty Wings')).getByTestId('team-delete'));
    fireEvent.click(await screen.findByTestId('team-delete-confirm'));
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'DELETE')).toEqual([{ method: 'DELETE', path: '/api/res/v1/teams/2', body: undefined }]));
  });

  it('asks which fancier a new team is for before sending anything', async () => {
    renderTab();
    fireEvent.click(screen.getByTestId('team-new'));
    fireEvent.change(await screen.findByTestId('team-name'), { target: { value: 'Berg Loft' } });
    fireEvent.click(screen.getByTestId('team-save'));
    expect(await screen.findByText('Please select a fancier.')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("creates a team for a user by e-mail address and shows the server's refusal under the name", async () => {
    server.answer = (call) => reads(call) ?? { status: 409, body: { message: 'This entry already exists', errors: { name: ['This entry already exists'] } } };
    renderTab();
    fireEvent.click(screen.getByTestId('team-new'));
    fireEvent.click(await screen.findByTestId('fancier-by-email'));
    fireEvent.change(screen.getByTestId('fancier-email'), { target: { value: 'sam@example.org' } });
    fireEvent.change(screen.getByTestId('team-name'), { target: { value: 'Berg Loft' } });
    fireEvent.click(screen.getByTestId('team-save'));
    const form = screen.getByTestId('team-new-form');
    await waitFor(() => expect(within(form).getByText('This entry already exists')).toBeInTheDocument());
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/res/v1/teams', body: { loft_id: 1, name: 'Berg Loft', country: '', email: 'sam@example.org' } },
    ]);
    expect(within(form).queryByTestId('team-form-error')).toBeNull(); // the message sits under its field
  });

  it('renames a team, with its history beside the form', async () => {
    server.answer = (call) => reads(call) ?? { status: 200, body: { ...team(1, 'Berg Loft', 3), ...(call.body as object) } };
    renderTab();
    fireEvent.click(within(row('Berg Loft')).getByTestId('team-edit'));
    const form = await screen.findByTestId('team-edit-form');
    expect(within(form).getByTestId('team-history-entry')).toHaveTextContent('Renamed from Berg to Berg Loft · Max Merchant');
    fireEvent.change(within(form).getByTestId('team-name'), { target: { value: 'Berg Brothers' } });
    fireEvent.click(within(form).getByTestId('team-save'));
    await waitFor(() =>
      expect(server.calls.filter((c) => c.method === 'PUT')).toEqual([{ method: 'PUT', path: '/api/res/v1/teams/1', body: { name: 'Berg Brothers', country: 'NL' } }]),
    );
  });
});
