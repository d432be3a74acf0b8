import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

/** The loading bar at the top while a route (its chunk or its data) loads. */
export function RouteProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (busy) nprogress.start();
    else nprogress.complete();
  }, [busy]);
  return <NavigationProgress size={3} />;
}
