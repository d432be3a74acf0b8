import { Anchor, Badge, CloseButton, Group, Image, Loader, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { useLoftMedia, type Album, type Photo } from '../api/media';
import { VideoCard } from './video-card';

/** A photo at 800 px above its album's thumbnails (in the page: a dialog would need inline styles the CSP forbids). */
function PhotoView({ photo, onClose }: { photo: Photo; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xs" radius="md" mb="xs" data-testid="photo-view">
      <Group justify="space-between" mb={4} wrap="nowrap">
        <Text size="sm" fw={600} truncate>
          {photo.name}
        </Text>
        <CloseButton onClick={onClose} aria-label={t('media.close')} />
      </Group>
      <Image src={photo.medium_url} alt={photo.name} radius="sm" mah={600} fit="contain" />
      <Anchor href={photo.url} target="_blank" rel="noopener" size="sm">
        {t('media.fullSize')}
      </Anchor>
    </Paper>
  );
}

/** The loft page's media tab: albums (thumbnails opening a larger view) and videos. */
export function MediaGallery({ loftId }: { loftId: number }) {
  const { t } = useTranslation();
  const media = useLoftMedia(loftId);
  const [open, setOpen] = useState<{ album: Album['id']; photo: Photo } | null>(null);
  if (!media.data) return <Loader mx="auto" />;
  const albums = (media.data.albums ?? []).filter((a) => (a.photos ?? []).length > 0);
  const videos = media.data.videos ?? [];
  if (albums.length === 0 && videos.length === 0) return <EmptyState testId="media-empty">{t('media.empty')}</EmptyState>;
  return (
    <Stack gap="xl" data-testid="media-gallery">
      {albums.map((a) => (
        <section key={a.id} data-testid="album">
          <Group gap="xs" mb="xs">
            <Title order={3} size="h4" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {a.title}
            </Title>
            {a.season_name && <Badge variant="light">{a.season_name}</Badge>}
            <Text size="sm" c="dimmed">
              {t('media.photos', { count: (a.photos ?? []).length })}
            </Text>
          </Group>
          {open?.album === a.id && <PhotoView photo={open.photo} onClose={() => setOpen(null)} />}
          <SimpleGrid cols={{ base: 3, sm: 4, md: 6 }} spacing="xs">
            {(a.photos ?? []).map((p) => (
              <UnstyledButton key={p.id} onClick={() => setOpen({ album: a.id, photo: p })} aria-label={p.name} data-testid="photo">
                <Image src={p.low_url} alt={p.name} radius="sm" h={110} fit="cover" loading="lazy" />
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </section>
      ))}
      {videos.length > 0 && (
        <section>
          <Title order={3} size="h4" mb="xs">
            {t('media.videos')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {videos.map((v) => (
              <VideoCard key={v.id} video={v} />
            ))}
          </SimpleGrid>
        </section>
      )}
    </Stack>
  );
}
