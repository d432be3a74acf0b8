import { Text } from '@mantine/core';

/** A bird as the summary names it: ring and name, then its fancier (or team), each isolated for mixed directions. */
export function BirdLabel({ bird }: { bird: { ring: string; pigeon_name?: string; fancier?: string; team?: string } }) {
  return (
    <>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        <bdi>{bird.ring}</bdi>
        {bird.pigeon_name && (
          <>
            {' · '}
            <bdi>{bird.pigeon_name}</bdi>
          </>
        )}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        <bdi>{bird.fancier || bird.team}</bdi>
      </Text>
    </>
  );
}
