import { ActionIcon, Box, Group, Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { Schema } from '@/lib/api/types';
import { bestRace, raceShort } from '../lib/race-text';

type ChartCard = Schema<'ChartCard'>;

const CARD_W = 190;
const ZOOMS = [0.5, 0.65, 0.8, 1, 1.25];

/**
 * An on-screen pedigree: the bird at the start, each generation a column with its sires above its dams, every card
 * centred on its two parents. Wider than a phone, it scrolls both ways (pan with a finger) and zooms with − and +.
 */
export function PedigreeChart({ chart, generations, linked = true }: { chart: ChartCard[]; generations: number; linked?: boolean }) {
  const { t } = useTranslation();
  // A phone starts zoomed out enough to see two generations side by side.
  const phone = useMediaQuery('(max-width: 600px)', false, { getInitialValueInEffect: false });
  const [zoom, setZoom] = useState(phone ? 1 : 3);
  const scale = ZOOMS[zoom];
  const rows = 2 ** (generations - 1);
  const height = Math.max(rows * 44, 360);
  // "Unknown" names a missing parent of a known bird; the positions behind it stay blank boxes.
  const known = new Set(chart.filter((c) => c.pigeon).map((c) => `${c.generation}-${c.position}`));
  return (
    <Box data-testid="pedigree-chart" data-generations={generations}>
      <Group gap="xs" mb="xs" justify="flex-end">
        <ActionIcon variant="default" aria-label={t('pedigree.chart.zoomOut')} disabled={zoom === 0} onClick={() => setZoom(zoom - 1)}>
          −
        </ActionIcon>
        <ActionIcon variant="default" aria-label={t('pedigree.chart.zoomIn')} disabled={zoom === ZOOMS.length - 1} onClick={() => setZoom(zoom + 1)}>
          +
        </ActionIcon>
      </Group>
      <Box style={{ overflow: 'auto', touchAction: 'pan-x pan-y', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }} dir="ltr">
        <Box style={{ width: generations * (CARD_W + 16) * scale, height: height * scale }}>
          <Box style={{ display: 'flex', gap: 16, padding: 8, width: generations * (CARD_W + 16), height, transform: `scale(${scale})`, transformOrigin: '0 0' }}>
            {Array.from({ length: generations }, (_, g) => (
              <Box key={g} style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-around', width: CARD_W, flex: 'none' }}>
                {chart
                  .filter((c) => c.generation === g + 1)
                  .sort((a, b) => a.position - b.position)
                  .map((c) => (
                    <ChartBox key={c.position} card={c} compact={g + 1 >= 5} childKnown={known.has(`${c.generation - 1}-${c.position >> 1}`)} linked={linked} />
                  ))}
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

function ChartBox({ card, compact, childKnown, linked }: { card: ChartCard; compact: boolean; childKnown: boolean; linked: boolean }) {
  const { t } = useTranslation();
  const p = card.pigeon;
  const side = card.generation === 1 ? 'teal' : card.position % 2 === 0 ? 'blue' : 'pink';
  if (!p) {
    return (
      <Paper p={4} radius="sm" style={{ border: '1px dashed var(--mantine-color-gray-4)', minHeight: compact ? 24 : 36 }} data-testid="chart-unknown">
        {childKnown && (
          <Text size="xs" c="dimmed">
            {t('pedigree.chart.unknown')}
          </Text>
        )}
      </Paper>
    );
  }
  const race = bestRace(card.races ?? []);
  return (
    <Paper p={4} radius="sm" withBorder style={{ borderInlineStart: `4px solid var(--mantine-color-${side}-6)` }} data-testid="chart-card" data-generation={card.generation}>
      {linked ? (
        <Text size="xs" fw={700} component={Link} to={paths.pedigreePigeon.getHref(p.id)} style={{ textDecoration: 'none', color: 'inherit' }}>
          {p.ring}
        </Text>
      ) : (
        <Text size="xs" fw={700}>
          {p.ring}
        </Text>
      )}
      {!compact && (
        <>
          {(p.name || p.color) && (
            <Text size="xs" truncate dir="auto">
              {[p.name, p.color].filter(Boolean).join(' · ')}
            </Text>
          )}
          {race && (
            <Text size="xs" c="teal.8" truncate data-testid="chart-race">
              {raceShort(race, t)}
            </Text>
          )}
        </>
      )}
    </Paper>
  );
}
