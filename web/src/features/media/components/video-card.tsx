import { AspectRatio, Badge, Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Video } from '../api/media';

const SITE = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/**
 * A video: until the visitor clicks play, a plain box that asks nothing of the video site (no player, no thumbnail,
 * so no request and no cookie there); after the click, the site's player.
 */
export function VideoCard({ video }: { video: Video }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const site = SITE[video.provider];
  return (
    <Paper withBorder radius="md" p="sm" data-testid="video" data-playing={playing}>
      <Stack gap="xs">
        <AspectRatio ratio={16 / 9}>
          {playing ? (
            <iframe
              src={video.embed_url}
              title={video.title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              style={{ border: 0, borderRadius: 6 }}
              data-testid="video-player"
            />
          ) : (
            <Stack align="center" justify="center" gap="xs" bg="dark.6" style={{ borderRadius: 6 }} p="md">
              <Button onClick={() => setPlaying(true)} data-testid="video-play" leftSection="▶">
                {t('media.play')}
              </Button>
              <Text size="xs" c="gray.4" ta="center">
                {t('media.playNote', { site })}
              </Text>
            </Stack>
          )}
        </AspectRatio>
        <Text fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {video.title}
        </Text>
        {video.season_name && (
          <Badge variant="light" size="sm">
            {video.season_name}
          </Badge>
        )}
      </Stack>
    </Paper>
  );
}
