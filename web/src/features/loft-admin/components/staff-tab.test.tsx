import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The API is a fake server the tests program; every call is recorded.
const server = await vi.hoisted(async () => (await import('@/testing/fake-api')).installFakeApi());

import { renderApp } from '@/testing/render-app';
import type { StaffMember } from '../api/loft-staff';
import { StaffTab } from './staff-tab';

const members: StaffMember[] = [
  { user_id: 2, name: 'Max Merchant', email: 'max@example.org', is_merchant: true, is_agent: false, is_active: true },
  { user_id: 5, name: 'Gus Agent', email: 'gus@example.org', is_merchant: false, is_agent: true, is_active: true },
];
const staffPath = '/api/custom/v1/merchant/lofts/7/permissions';

describe('StaffTab', () => {
  it('lists merchants and agents with their switches; a switch saves the whole role at once', async () => {
    const seen = server.serve({ [`GET ${staffPath}`]: { status: 200, body: members }, [`PUT ${staffPath}/5`]: { status: 204, body: null } });
    renderApp(<StaffTab loftId={7} />, { route: '/admin/lofts/7' });
    const rows = await screen.findAllByTestId('staff-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Max Merchant');
    expect(rows[0]!.textContent).toContain('max@example.org');
    expect(within(rows[0]!).getByTestId<HTMLInputElement>('staff-is_merchant').checked).toBe(true);
    expect(within(rows[1]!).getByTestId<HTMLInputElement>('staff-is_merchant').checked).toBe(false);
    fireEvent.click(within(rows[1]!).getByTestId('staff-is_merchant'));
    await waitFor(() => expect(seen.find((s) => s.method === 'PUT')).toBeDefined());
    expect(seen.find((s) => s.method === 'PUT')).toEqual({ method: 'PUT', path: `${staffPath}/5`, body: { is_merchant: true, is_agent: true, is_active: true } });
  });

  it('adds a person by e-mail with names, language and role', async () => {
    const seen = server.serve({
      [`GET ${staffPath}`]: { status: 200, body: members },
      [`POST ${staffPath}`]: { status: 201, body: { user_id: 9, name: 'Nina Neu', email: 'nina@example.org', is_merchant: true, is_agent: true, is_active: true, invited: true } },
    });
    renderApp(<StaffTab loftId={7} />, { route: '/admin/lofts/7' });
    await screen.findAllByTestId('staff-row');
    fireEvent.change(screen.getByTestId('staff-email'), { target: { value: 'nina@example.org' } });
    fireEvent.change(screen.getByTestId('staff-first-name'), { target: { value: 'Nina' } });
    fireEvent.change(screen.getByTestId('staff-last-name'), { target: { value: 'Neu' } });
    fireEvent.click(screen.getByTestId('staff-merchant'));
    fireEvent.click(screen.getByTestId('staff-add'));
    await waitFor(() => expect(seen.some((s) => s.method === 'POST')).toBe(true));
    expect(seen.find((s) => s.method === 'POST')!.body).toEqual({
      email: 'nina@example.org',
      first_name: 'Nina',
      last_name: 'Neu',
      language: 'en',
      is_merchant: true,
      is_agent: true,
    });
    // The form empties for the next person once the server took this one.
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('staff-email').value).toBe(''));
    // The list is read again.
    await waitFor(() => expect(seen.filter((s) => s.method === 'GET' && s.path === staffPath)).toHaveLength(2));
  });

  it("shows the server's message under the e-mail when the person is on the staff already, and keeps what was typed", async () => {
    const msg = 'This person has a role on this loft already; change it in the list.';
    server.serve({ [`GET ${staffPath}`]: { status: 200, body: members }, [`POST ${staffPath}`]: { status: 409, body: { message: msg, errors: { email: [msg] } } } });
    renderApp(<StaffTab loftId={7} />, { route: '/admin/lofts/7' });
    await screen.findAllByTestId('staff-row');
    fireEvent.change(screen.getByTestId('staff-email'), { target: { value: 'gus@example.org' } });
    fireEvent.click(screen.getByTestId('staff-add'));
    expect(await screen.findByText(msg)).toBeInTheDocument();
    expect(screen.getByTestId<HTMLInputElement>('staff-email').value).toBe('gus@example.org');
    expect(screen.queryByTestId('staff-add-error')).toBeNull();
  });

  it('asks before it takes a role away', async () => {
    const seen = server.serve({ [`GET ${staffPath}`]: { status: 200, body: members }, [`DELETE ${staffPath}/5`]: { status: 204, body: null } });
    renderApp(<StaffTab loftId={7} />, { route: '/admin/lofts/7' });
    const rows = await screen.findAllByTestId('staff-row');
    fireEvent.click(within(rows[1]!).getByTestId('staff-remove'));
    expect(seen.some((s) => s.method === 'DELETE')).toBe(false);
    expect(await screen.findByText("Take away Gus Agent's role on this loft?")).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('staff-remove-confirm'));
    await waitFor(() => expect(seen.find((s) => s.method === 'DELETE')?.path).toBe(`${staffPath}/5`));
  });
});
