import { ActionIcon, Badge, Button, Checkbox, Group, Image, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { UploadButton } from '@/components/ui/upload-button';
import { fieldError, hasFieldError } from '@/lib/api/field-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useLoftMedia, useMediaChanges, type Album, type Photo } from '../api/media';
import { VideoCard } from './video-card';

type Season = { id: number; name: string };

/** A "for this season" switch: albums and videos belong to the chosen season or to the loft in general. */
function SeasonSwitch({ season, checked, onChange }: { season?: Season; checked: boolean; onChange: (v: boolean) => void }) {
  const { t } = useTranslation();
  if (!season) return null;
  return <Checkbox checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} label={t('media.forSeason', { season: season.name })} />;
}

/** One album for its merchants: upload photos (with the progress bar), remove photos, delete the album (after asking). */
function AlbumDesk({ loftId, album }: { loftId: number; album: Album }) {
  const { t } = useTranslation();
  const changes = useMediaChanges(loftId);
  const photos = album.photos ?? [];
  return (
    <Paper withBorder p="md" radius="md" data-testid="album-desk" data-album={album.id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Title order={4} size="h5" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {album.title}
            </Title>
            {album.season_name && <Badge variant="light">{album.season_name}</Badge>}
            <Text size="sm" c="dimmed">
              {t('media.photos', { count: photos.length })}
            </Text>
          </Group>
          <ConfirmButton
            size="xs"
            color="red"
            variant="subtle"
            loading={changes.deleteAlbum.isPending}
            question={t('media.deleteAlbumQuestion')}
            confirmLabel={t('media.deleteAlbum')}
            onConfirm={() => changes.deleteAlbum.mutate(album.id, { onError: (e) => notifyError(e) })}
            testId="album-delete"
          >
            {t('media.deleteAlbum')}
          </ConfirmButton>
        </Group>
        <UploadButton<Photo>
          url={`/api/res/v1/albums/${album.id}/photos`}
          accept="image/jpeg,image/png"
          label={t('media.addPhoto')}
          onDone={() => void changes.refresh()}
          testId="album-upload"
        />
        {photos.length > 0 && (
          <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
            {photos.map((p) => (
              <div key={p.id} style={{ position: 'relative' }} data-testid="album-photo">
                <Image src={p.low_url} alt={p.name} radius="sm" h={90} fit="cover" />
                <ActionIcon
                  size="sm"
                  color="red"
                  variant="filled"
                  aria-label={t('media.removePhoto', { name: p.name })}
                  style={{ position: 'absolute', top: 4, insetInlineEnd: 4 }}
                  onClick={() => changes.deletePhoto.mutate({ albumId: album.id, fileId: p.id }, { onError: (e) => notifyError(e) })}
                >
                  ×
                </ActionIcon>
              </div>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}

/** The overview's media tab: the loft's albums and videos for its merchants. */
export function MediaDesk({ loftId, season }: { loftId: number; season?: Season }) {
  const { t } = useTranslation();
  const media = useLoftMedia(loftId);
  const changes = useMediaChanges(loftId);
  const [title, setTitle] = useState('');
  const [albumSeason, setAlbumSeason] = useState(true);
  const [video, setVideo] = useState({ title: '', url: '' });
  const [videoSeason, setVideoSeason] = useState(true);
  if (!media.data) return <Loader size="sm" />;
  const createAlbum = () =>
    changes.createAlbum.mutate(
      { title, ...(season && albumSeason ? { season_id: season.id } : {}) },
      {
        onSuccess: () => {
          setTitle('');
          notifySuccess(t('media.albumCreated'));
        },
        onError: (e) => hasFieldError(e, ['title', 'season_id']) || notifyError(e),
      },
    );
  const addVideo = () =>
    changes.addVideo.mutate(
      { ...video, ...(season && videoSeason ? { season_id: season.id } : {}) },
      {
        onSuccess: () => {
          setVideo({ title: '', url: '' });
          notifySuccess(t('media.videoAdded'));
        },
        onError: (e) => hasFieldError(e, ['title', 'url', 'season_id']) || notifyError(e),
      },
    );
  return (
    <Stack gap="lg" data-testid="media-desk">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('media.newAlbum')}
          </Title>
          <TextInput
            label={t('media.albumTitle')}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={fieldError(changes.createAlbum.error, 'title')}
            maxLength={128}
            data-testid="album-title"
          />
          <SeasonSwitch season={season} checked={albumSeason} onChange={setAlbumSeason} />
          <Group>
            <Button onClick={createAlbum} loading={changes.createAlbum.isPending} data-testid="album-create">
              {t('media.createAlbum')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {(media.data.albums ?? []).map((a) => (
        <AlbumDesk key={a.id} loftId={loftId} album={a} />
      ))}
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('media.addVideo')}
          </Title>
          <TextInput
            label={t('media.videoTitle')}
            value={video.title}
            onChange={(e) => setVideo((v) => ({ ...v, title: e.currentTarget.value }))}
            error={fieldError(changes.addVideo.error, 'title')}
            maxLength={128}
            data-testid="video-title"
          />
          <TextInput
            label={t('media.videoUrl')}
            description={t('media.videoUrlHint')}
            value={video.url}
            onChange={(e) => setVideo((v) => ({ ...v, url: e.currentTarget.value }))}
            error={fieldError(changes.addVideo.error, 'url')}
            data-testid="video-url"
          />
          <SeasonSwitch season={season} checked={videoSeason} onChange={setVideoSeason} />
          <Group>
            <Button onClick={addVideo} loading={changes.addVideo.isPending} data-testid="video-add">
              {t('media.addVideo')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {(media.data.videos ?? []).length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {(media.data.videos ?? []).map((v) => (
            <Stack key={v.id} gap={4}>
              <VideoCard video={v} />
              <Button size="xs" variant="subtle" color="red" onClick={() => changes.deleteVideo.mutate(v.id, { onError: (e) => notifyError(e) })} data-testid="video-delete">
                {t('media.removeVideo')}
              </Button>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
