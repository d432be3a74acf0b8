import { Box, Button, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useLoft } from '@/lib/api/lofts/get-loft';
import { useAuth } from '@/lib/auth';
import { isMerchantOf } from '@/lib/authorization';
import { useBreadcrumbOverride } from '@/lib/page-meta';
import { chosenSeason, visibleSections, type LoftContext, type WorkspaceSection } from '../lib/sections';
import { WorkspaceSelect, WorkspaceSideNav } from './workspace-nav';

type Props = { loftId: number; section: string | undefined; sections: WorkspaceSection[]; newSeason: string };

/**
 * `/overview/{id}/{section}`: one loft's workspace for its staff — a navigation of its sections grouped by season,
 * racing and loft (a select on phones), the season in `?season=` so that every section has a URL of its own, and, for a
 * loft without a season, what to do first.
 */
export function WorkspaceScreen({ loftId, section, sections, newSeason }: Props) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loft = useLoft(loftId);
  const merchant = isMerchantOf(user, loftId);
  const shown = visibleSections(sections, merchant);
  // `?tab=` is how older links (a silent clock's notice) name a section.
  const asked = section ?? params.get('tab') ?? undefined;
  const current = shown.find((s) => s.value === asked) ?? shown[0]!;
  const seasons = loft.seasons ?? [];
  const season = chosenSeason(seasons, Number(params.get('season')) || null);
  const href = (to: string, seasonId = season?.id, query?: string) => paths.overviewSection.getHref(loftId, to, seasonId, query);
  const go = (to: string, seasonId?: number, query?: string) => void navigate(href(to, seasonId, query));
  useBreadcrumbOverride(paths.overviewLoft.getHref(loftId), loft.name);
  useBreadcrumbOverride(paths.overviewSection.getHref(loftId, current.value), t(current.label));
  const ctx: LoftContext = { loftId, unit: loft.unit, merchant, season, go };

  return (
    <>
      <Text size="sm" c="dimmed" fw={600} data-testid="workspace-loft" style={{ wordBreak: 'break-word' }}>
        {loft.name}
      </Text>
      <PageTitle>{t(current.label)}</PageTitle>
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <Box visibleFrom="sm" w={220} style={{ flexShrink: 0 }}>
          <WorkspaceSideNav sections={shown} current={current.value} href={(s) => href(s)} />
        </Box>
        <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Box hiddenFrom="sm" w="100%">
              <WorkspaceSelect sections={shown} current={current.value} onPick={(s) => go(s)} />
            </Box>
            {season && (
              <NativeSelect
                w={{ base: '100%', xs: 260 }}
                label={t('seasons.season')}
                data-testid="overview-season"
                value={String(season.id)}
                onChange={(e) => go(current.value, Number(e.currentTarget.value))}
                data={[...seasons].sort((a, b) => b.id - a.id).map((s) => ({ value: String(s.id), label: s.name }))}
              />
            )}
          </Group>
          <Suspense fallback={<Loader mt="md" />}>
            {current.needsSeason ? season ? current.render({ ...ctx, season }) : <FirstSeason merchant={merchant} onCreate={() => go(newSeason)} /> : current.render(ctx)}
          </Suspense>
        </Stack>
      </Group>
    </>
  );
}

/** A loft without a season: what to do first (its merchants), or that there is nothing yet (its agents). */
function FirstSeason({ merchant, onCreate }: { merchant: boolean; onCreate: () => void }) {
  const { t } = useTranslation();
  if (!merchant) return <EmptyState testId="workspace-no-season">{t('lofts.noSeasons')}</EmptyState>;
  return (
    <Stack gap="sm" align="flex-start" data-testid="workspace-first-season">
      <Text>{t('workspace.firstSeason.text')}</Text>
      <Button onClick={onCreate} data-testid="workspace-first-season-create">
        {t('workspace.firstSeason.button')}
      </Button>
    </Stack>
  );
}
