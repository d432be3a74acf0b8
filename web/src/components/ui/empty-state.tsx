import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A calm box for "nothing here yet". */
export function EmptyState({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder p="lg" radius="md" bg="gray.0" data-testid={testId ?? 'empty-state'}>
      <Text c="dimmed" ta="center">
        {children}
      </Text>
    </Paper>
  );
}
