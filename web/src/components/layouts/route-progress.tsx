import { lazy, Suspense, useState } from 'react';
import { useNavigation } from 'react-router';

// The bar and its package load with the first navigation inside the app: a first visit's page never shows it.
const RouteProgressBar = lazy(() => import('./route-progress-bar'));

/** The loading bar at the top while a route (its chunk or its data) loads. */
export function RouteProgress() {
  const busy = useNavigation().state !== 'idle';
  const [used, setUsed] = useState(busy);
  if (busy && !used) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <RouteProgressBar busy={busy} />
    </Suspense>
  ) : null;
}
