import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testQueryClient } from '@/testing/render-app';
import { getLoftDevicesQueryOptions, type DeviceList } from '../api/get-loft-devices';
import { DevicesScreen } from './devices-screen';

// The answer is put in the query cache as the server would send it; no request is made.
function renderDevices(list: DeviceList, merchant: boolean) {
  const queryClient = testQueryClient({ queries: { refetchInterval: false } });
  queryClient.setQueryData(getLoftDevicesQueryOptions(1).queryKey, list);
  renderApp(<DevicesScreen loftId={1} merchant={merchant} />, { queryClient });
}

const list: DeviceList = {
  at: '2026-06-01T12:00:00Z',
  online_window_seconds: 120,
  data: [
    {
      id: 1,
      loft_id: 1,
      kind: 'clock',
      name: 'Clock 1',
      created_at: '2026-05-01T08:00:00Z',
      online: true,
      last_seen: '2026-06-01T11:59:40Z',
      heartbeat: { at: '2026-06-01T11:59:30Z', signal: -61, voltage: 12.4, temperature: 21.5, firmware: '3.1', settings: { antennas: 2 } },
      batch: { at: '2026-06-01T11:59:40Z', seq: 41, flight_id: 7, reads: 12, arrivals: 5, unmatched: 1 },
    },
    { id: 2, loft_id: 1, kind: 'pc', name: 'Loft PC', created_at: '2026-05-01T08:00:00Z', online: false },
  ],
};

describe('DevicesScreen', () => {
  it('shows each device online or not, with its last heartbeat and batch', () => {
    renderDevices(list, false);
    const [clock, pc] = screen.getAllByTestId('device-card');
    expect(within(clock!).getByTestId('device-online').textContent).toBe('Online');
    expect(within(clock!).getByTestId('device-heartbeat').textContent).toContain('Signal -61 dBm · Voltage 12.4 V · Temperature 21.5 °C · Firmware 3.1');
    expect(within(clock!).getByTestId('device-heartbeat').textContent).toContain('antennas: 2');
    expect(within(clock!).getByTestId('device-batch').textContent).toContain('No. 41: 12 reads, 5 arrivals, 1 unmatched');
    expect(within(pc!).getByTestId('device-online').textContent).toBe('Offline');
    expect(pc!.textContent).toContain('Never heard from');
    expect(within(pc!).getByTestId('device-batch').textContent).toContain('None yet');
    expect(screen.queryByTestId('device-new')).toBeNull(); // agents see, merchants register
  });

  it('lets merchants register a device, and says when there is none', () => {
    renderDevices({ ...list, data: [] }, true);
    expect(screen.getByTestId('device-new')).toBeInTheDocument();
    expect(screen.getByTestId('devices-empty').textContent).toBe('This loft has no devices yet.');
  });
});
