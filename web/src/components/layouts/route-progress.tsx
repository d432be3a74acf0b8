import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** The loading bar at the top while a route (its chunk or its data) loads. */
export function RouteProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (busy) nprogress.start();
    else nprogress.complete();
  }, [busy]);
  // A progressbar needs a name for screen readers (WCAG 4.1.2).
  return <NavigationProgress size={3} aria-label={t('a11y.pageLoading')} />;
}
