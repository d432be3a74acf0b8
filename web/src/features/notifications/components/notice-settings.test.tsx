import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The API is a fake server the tests program; every call is recorded.
const server = await vi.hoisted(async () => (await import('@/testing/fake-api')).installFakeApi());

import { renderApp } from '@/testing/render-app';
import { NoticeSettingsPanel } from './notice-settings';

const customerKinds = [
  { kind: 'registration', email: true, push: true },
  { kind: 'news', email: false, push: false },
];
const staffKinds = [
  { kind: 'staff_registration', email: true, push: true, staff: true },
  { kind: 'staff_transport', email: true, push: true, staff: true },
  { kind: 'device_silent', email: true, push: true, staff: true },
];

function serve(kinds: typeof customerKinds) {
  return server.serve({
    'GET /api/custom/v1/user/notification-settings': { status: 200, body: { kinds, push_key: '', push_devices: 0 } },
    'PUT /api/custom/v1/user/notification-settings': (call) => ({
      status: 200,
      body: { kinds: (call.body as { kinds: unknown[] }).kinds, push_key: '', push_devices: 0 },
    }),
  });
}

beforeEach(() => server.reset());

describe('NoticeSettingsPanel', () => {
  it('lists the staff kinds under their own heading and saves a change to one', async () => {
    const calls = serve([...customerKinds, ...staffKinds]);
    renderApp(<NoticeSettingsPanel />, { route: '/notifications' });
    const staff = await screen.findByTestId('staff-notice-kinds');
    expect(staff).toHaveTextContent("For your lofts' staff");
    expect(within(staff).getByText('Registrations waiting for confirmation')).toBeInTheDocument();
    expect(within(staff).getByText('A clock falls silent during a race')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('email-staff_transport'));
    fireEvent.click(screen.getByTestId('notices-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!.body as { kinds: { kind: string; email: boolean }[] };
    expect(put.kinds.find((k) => k.kind === 'staff_transport')?.email).toBe(false);
    expect(put.kinds.find((k) => k.kind === 'staff_registration')?.email).toBe(true);
  });

  it('shows a customer no staff section', async () => {
    serve(customerKinds);
    renderApp(<NoticeSettingsPanel />, { route: '/notifications' });
    await screen.findByTestId('email-registration');
    expect(screen.queryByTestId('staff-notice-kinds')).toBeNull();
  });
});
