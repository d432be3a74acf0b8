import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announcementText, createAnnouncementBatcher, type AnnouncementBatcher } from './arrival-announcer';
import type { LiveArrival } from './live-patch';

/**
 * The text of the live view's announcement region and the function that feeds it arrivals; the text changes at
 * most once per batch (see createAnnouncementBatcher), in the current language.
 */
export function useArrivalAnnouncement(): [string, (arrivals: LiveArrival[]) => void] {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const batcher = useRef<AnnouncementBatcher | null>(null);
  useEffect(() => {
    const b = createAnnouncementBatcher((batch) => setText(announcementText(t, batch)));
    batcher.current = b;
    return () => b.stop();
  }, [t]);
  const push = useCallback((arrivals: LiveArrival[]) => batcher.current?.push(arrivals), []);
  return [text, push];
}
