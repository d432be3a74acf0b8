import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { RequireAuth } from '@/components/ui/require-auth';
import { OverviewScreen, type OverviewTab } from '@/features/orders/components/overview-screen';
import { idParam } from './params';

const FlightsAdmin = lazy(() => import('@/features/flight-admin/components/flights-admin').then((m) => ({ default: m.FlightsAdmin })));
const DevicesScreen = lazy(() => import('@/features/devices/components/devices-screen').then((m) => ({ default: m.DevicesScreen })));

/** Tabs of other areas beside the orders: the season's flights (merchants) and the loft's devices (staff). */
const tabs: OverviewTab[] = [
  {
    value: 'flights',
    label: 'flightAdmin.tab',
    merchantOnly: true,
    render: ({ loftId, seasonId, unit }) => <FlightsAdmin key={seasonId} loftId={loftId} seasonId={seasonId} unit={unit} />,
  },
  { value: 'devices', label: 'devices.tab', render: ({ loftId, merchant }) => <DevicesScreen loftId={loftId} merchant={merchant} /> },
];

/** `/overview/{id}` (SPEC §2): the loft overview for its staff — season orders, due dates, products, flights, devices. */
export function Component() {
  const id = idParam(useParams().id);
  return (
    <RequireAuth policy="seasonAdmin">
      <Suspense fallback={<Loader size="sm" />}>
        <OverviewScreen key={id} loftId={id} extraTabs={tabs} />
      </Suspense>
    </RequireAuth>
  );
}
