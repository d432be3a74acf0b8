import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { appConfig } from '@/config/app-config';
import { AuthProvider } from '@/lib/auth';
import { shareStyleNonce, styleNonce } from '@/lib/csp-nonce';
import { useLanguage } from '@/lib/i18n/use-language';
import { useToastsAsked } from '@/lib/notify';
import { PageMetaProvider } from '@/lib/page-meta';
import { queryClient } from '@/lib/react-query';
import { cssVariablesResolver, theme } from './theme';

shareStyleNonce();

// The snackbar's container, and its chunk, wait for the first toast (see src/lib/notify.ts).
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/** Keeps Mantine's direction in step with the language (Arabic: right to left). */
function DirectionSync() {
  const { dir } = useLanguage();
  const { setDirection } = useDirection();
  useEffect(() => setDirection(dir), [dir, setDirection]);
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const { dir } = useLanguage();
  const toasts = useToastsAsked();
  return (
    <DirectionProvider initialDirection={dir} detectDirection={false}>
      <DirectionSync />
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" getStyleNonce={styleNonce}>
        {appConfig.snackbar && toasts && (
          <Suspense fallback={null}>
            <Notifications position="bottom-center" limit={3} />
          </Suspense>
        )}
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <PageMetaProvider>{children}</PageMetaProvider>
          </AuthProvider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
