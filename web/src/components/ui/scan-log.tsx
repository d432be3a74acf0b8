import { Badge, Group, List, Text } from '@mantine/core';

/** One scan: what was read, and why it was refused (none when it went through). */
export type Scan = { text: string; error?: string };

/**
 * The latest scans of a scan station, newest first: each with its outcome, and a refusal's reason, so
 * a person at the reader sees at a glance which bird to put aside.
 */
export function ScanLog({ scans, testId, empty, ok, refused }: { scans: Scan[]; testId: string; empty: string; ok: string; refused: string }) {
  if (scans.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid={`${testId}-empty`}>
        {empty}
      </Text>
    );
  }
  return (
    <List spacing={4} listStyleType="none" data-testid={`${testId}-log`}>
      {scans.map((s, i) => (
        <List.Item key={i} data-testid={`${testId}-entry`} data-ok={!s.error}>
          <Group gap="xs" wrap="wrap">
            <Badge color={s.error ? 'red' : 'green'} variant="light">
              {s.error ? refused : ok}
            </Badge>
            <Text size="sm" ff="monospace">
              {s.text}
            </Text>
            {s.error && (
              <Text size="sm" c="red">
                {s.error}
              </Text>
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
