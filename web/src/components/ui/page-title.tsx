import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageTitle({ children, right }: { children: ReactNode; right?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" mb="md" wrap="wrap" gap="sm">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {children}
      </Title>
      {right}
    </Group>
  );
}
