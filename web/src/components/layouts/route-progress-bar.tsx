import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The loading bar at the top, running while busy. */
export default function RouteProgressBar({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (busy) nprogress.start();
    else nprogress.complete();
  }, [busy]);
  // A progressbar needs a name for screen readers (WCAG 4.1.2).
  return <NavigationProgress size={3} aria-label={t('a11y.pageLoading')} />;
}
