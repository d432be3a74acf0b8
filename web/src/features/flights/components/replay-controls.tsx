import { ActionIcon, Group, SegmentedControl, Slider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { useLoftTime } from '@/lib/use-loft-time';
import { MINUTE_MS } from '../lib/replay';
import { REPLAY_SPEEDS, type ReplaySpeed } from '../lib/use-replay';
import { ReplayShare } from './replay-share';

type Props = {
  minute: number;
  end: number;
  releaseMs: number;
  timeZone: string | undefined;
  home: number;
  total: number;
  playing: boolean;
  speed: ReplaySpeed;
  onMinute: (m: number) => void;
  onToggle: () => void;
  onSpeed: (s: ReplaySpeed) => void;
};

/** The replay's timeline: play/pause, the minute slider, the speed, the clock at that minute and who is home. */
export function ReplayControls({ minute, end, releaseMs, timeZone, home, total, playing, speed, onMinute, onToggle, onSpeed }: Props) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const { format } = useLoftTime(timeZone);
  const n = (v: number) => formatNumber(v, intlLocale);
  return (
    <Stack gap="xs" data-testid="replay-controls">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <ActionIcon
          size="lg"
          variant="filled"
          onClick={onToggle}
          aria-label={t(playing ? 'flights.replay.pause' : 'flights.replay.play')}
          aria-pressed={playing}
          data-testid="replay-play"
          data-playing={playing || undefined}
        >
          <span aria-hidden>{playing ? '❚❚' : '▶'}</span>
        </ActionIcon>
        <Text fw={700} data-testid="replay-home" data-home={home} data-total={total}>
          {t('flights.replay.home', { home: n(home), total: n(total) })}
        </Text>
      </Group>
      <Slider
        min={0}
        max={Math.max(end, 1)}
        disabled={end === 0}
        value={minute}
        onChange={onMinute}
        label={(v) => t('flights.replay.minute', { minute: n(v) })}
        // The thumb is what takes the keyboard: its name is what a screen reader announces.
        thumbLabel={t('flights.replay.timeline')}
        data-testid="replay-slider"
      />
      <Text size="sm" data-testid="replay-minute" data-minute={minute}>
        {t('flights.replay.minuteAt', { minute: n(minute), time: format(releaseMs + minute * MINUTE_MS, 'time') })}
      </Text>
      <Group justify="space-between" gap="xs">
        <SegmentedControl
          size="xs"
          aria-label={t('flights.replay.speed')}
          value={String(speed)}
          onChange={(v) => onSpeed(Number(v) as ReplaySpeed)}
          data={REPLAY_SPEEDS.map((s) => ({ value: String(s), label: t('flights.replay.speedOption', { n: s }) }))}
          data-testid="replay-speed"
        />
        <ReplayShare minute={minute} />
      </Group>
    </Stack>
  );
}
