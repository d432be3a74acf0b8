import { useCallback, useState } from 'react';

const MUTE_KEY = 'oneloft.flights.muted';
let context: AudioContext | null = null;

/** A short two-tone beep made with WebAudio (no sound file); silent where audio is not available. */
export function playArrivalSound(): void {
  try {
    const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    context ??= new Ctx();
    const ctx = context;
    if (ctx.state === 'suspended') void ctx.resume();
    const now = ctx.currentTime;
    [880, 1320].forEach((freq, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = freq;
      const start = now + i * 0.12;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.2, start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.1);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start);
      osc.stop(start + 0.11);
    });
  } catch {
    // Audio is a nicety; never break the page for it.
  }
}

export function readMuted(storage: Pick<Storage, 'getItem'> = window.localStorage): boolean {
  try {
    return storage.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
}

/** The mute switch of the arrival sound, remembered in localStorage. */
export function useArrivalMute(): [boolean, (muted: boolean) => void] {
  const [muted, setMuted] = useState(readMuted);
  const set = useCallback((value: boolean) => {
    setMuted(value);
    try {
      window.localStorage.setItem(MUTE_KEY, value ? '1' : '0');
    } catch {
      // Private mode: the switch still works for this page.
    }
  }, []);
  return [muted, set];
}
