import { Alert, Anchor, Badge, Button, Card, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/api/error-text';
import { useLanguage } from '@/lib/i18n/use-language';
import { useBreadcrumbOverride } from '@/lib/page-meta';
import { usePedigreeAccess } from '../api/access';
import { useDownloadPedigreePDF } from '../api/files';
import { useDeletePedigreePigeon, usePedigreeCard } from '../api/pigeons';
import { PedigreeChart } from './pedigree-chart';
import { PigeonForm } from './pigeon-form';
import { PigeonPhoto } from './pigeon-photo';
import { RaceTable } from './race-table';
import { TrialBanner } from './trial-banner';

/**
 * A bird of the pedigree: its details, its oneloft races, what its youngsters did, its chart over the account's
 * generations (3 to 6 to choose here), the printed pedigree, and Edit and Delete while the account may edit.
 */
export function PigeonCard({ id }: { id: number }) {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const navigate = useNavigate();
  const access = usePedigreeAccess().data;
  const [generations, setGenerations] = useState(0);
  const card = usePedigreeCard(id, generations);
  const remove = useDeletePedigreePigeon();
  const pdf = useDownloadPedigreePDF();
  const [editing, setEditing] = useState(false);
  useBreadcrumbOverride(paths.pedigreePigeon.getHref(id), card.data?.pigeon.ring);
  if (card.isError) return <Alert color="red">{errorText(card.error)}</Alert>;
  if (!card.data) return <Loader size="sm" />;
  const c = card.data;
  const p = c.pigeon;
  const byId = new Map((c.chart ?? []).filter((x) => x.pigeon).map((x) => [x.pigeon!.id, x.pigeon!]));
  const o = c.offspring;
  const races = c.races ?? [];
  const young = c.young ?? [];
  return (
    <Stack data-testid="pedigree-card">
      <Anchor component={Link} to={paths.pedigree.getHref()} size="sm">
        ← {t('pedigree.card.back')}
      </Anchor>
      {access && <TrialBanner access={access} />}
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1} fz="h2" dir="ltr" data-testid="pedigree-card-ring">
            {p.ring}
          </Title>
          {p.name && (
            <Text fw={600} dir="auto">
              {p.name}
            </Text>
          )}
          <Group gap={6} mt={4}>
            <Badge variant="light">{t(`pedigree.sex.${p.sex}`)}</Badge>
            {p.color && <Badge variant="outline">{p.color}</Badge>}
            {p.strain && <Badge variant="outline">{p.strain}</Badge>}
            {p.shared && (
              <Badge color="teal" variant="light" data-testid="pedigree-shared-badge">
                {t('pedigree.card.shared')}
              </Badge>
            )}
          </Group>
        </div>
        <Group gap="xs">
          <Button variant="light" loading={pdf.isPending} onClick={() => pdf.mutate({ id, ring: p.ring, generations: c.generations, lang: language })} data-testid="pedigree-pdf">
            {t('pedigree.card.print')}
          </Button>
          {access?.can_edit && (
            <>
              <Button variant="default" onClick={() => setEditing(true)} data-testid="pedigree-edit">
                {t('pedigree.card.edit')}
              </Button>
              <ConfirmButton
                color="red"
                variant="light"
                question={t('pedigree.card.deleteQuestion', { ring: p.ring })}
                loading={remove.isPending}
                onConfirm={() => remove.mutate(id, { onSuccess: () => navigate(paths.pedigree.getHref()) })}
                testId="pedigree-delete"
              >
                {t('pedigree.card.delete')}
              </ConfirmButton>
            </>
          )}
        </Group>
      </Group>
      {pdf.isError && <Alert color="red">{errorText(pdf.error)}</Alert>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: p.photo_url || access?.can_edit ? 4 : 3 }}>
        <PigeonPhoto pigeon={p} canEdit={!!access?.can_edit} />
        <Card withBorder>
          <Text size="xs" c="dimmed">
            {t('pedigree.fields.breeder')}
          </Text>
          <Text dir="auto">{p.breeder || '—'}</Text>
          <Text size="xs" c="dimmed" mt="xs">
            {t('pedigree.fields.hatchedOn')}
          </Text>
          <Text>{p.hatched_on ?? '—'}</Text>
        </Card>
        <Card withBorder>
          <Text size="xs" c="dimmed">
            {t('pedigree.card.parents')}
          </Text>
          {(['sire_id', 'dam_id'] as const).map((k) => {
            const parent = p[k] != null ? byId.get(p[k]!) : undefined;
            return (
              <Text key={k} size="sm">
                {t(k === 'sire_id' ? 'pedigree.fields.sire' : 'pedigree.fields.dam')}:{' '}
                {parent ? (
                  <Anchor component={Link} to={paths.pedigreePigeon.getHref(parent.id)} dir="ltr">
                    {parent.ring}
                  </Anchor>
                ) : (
                  '—'
                )}
              </Text>
            );
          })}
        </Card>
        <Card withBorder data-testid="pedigree-offspring">
          <Text size="xs" c="dimmed">
            {t('pedigree.card.offspring')}
          </Text>
          {o.raced === 0 ? (
            <Text size="sm">{t('pedigree.card.noOffspringRaces')}</Text>
          ) : (
            <>
              <Text size="sm">{t('pedigree.card.offspringRaced', { count: o.raced, races: o.races })}</Text>
              <Text size="sm">{t('pedigree.card.topTenth', { share: o.share_percent })}</Text>
              <Text size="sm">
                {t('pedigree.card.bestPlaces')}: {(o.best_places ?? []).map((pl, i) => t('pedigree.race.place', { place: pl, of: o.best_of?.[i] })).join(', ')}
              </Text>
            </>
          )}
        </Card>
      </SimpleGrid>
      {p.notes && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
          {p.notes}
        </Text>
      )}
      <Title order={2} fz="h4">
        {t('pedigree.card.races')}
      </Title>
      {races.length > 0 && (
        <Anchor component={Link} to={paths.pigeon.getHref(races[0].loft_id, null, races[0].pigeon_id)} size="sm" data-testid="pedigree-race-pigeon">
          {t('pedigree.card.racePigeonPage')}
        </Anchor>
      )}
      {races.length === 0 ? <EmptyState testId="pedigree-no-races">{t('pedigree.card.noRaces')}</EmptyState> : <RaceTable races={races} />}
      {young.length > 0 && (
        <Text size="sm" data-testid="pedigree-young">
          {t('pedigree.card.young')}:{' '}
          {young.map((y, i) => (
            <span key={y.id}>
              {i > 0 && ', '}
              <Anchor component={Link} to={paths.pedigreePigeon.getHref(y.id)} dir="ltr">
                {y.ring}
              </Anchor>
            </span>
          ))}
        </Text>
      )}
      <Group justify="space-between" wrap="wrap">
        <Title order={2} fz="h4">
          {t('pedigree.card.chart')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('pedigree.settings.generations')}
        </Text>
        <SegmentedControl
          size="xs"
          value={String(c.generations)}
          onChange={(g) => setGenerations(Number(g))}
          aria-label={t('pedigree.settings.generations')}
          data={['3', '4', '5', '6']}
          data-testid="pedigree-generations"
        />
      </Group>
      <PedigreeChart chart={c.chart ?? []} generations={c.generations} />
      {editing && <PigeonForm pigeon={p} parents={{ sire: p.sire_id ? byId.get(p.sire_id) : null, dam: p.dam_id ? byId.get(p.dam_id) : null }} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
