import { useEffect, useState } from 'react';
import { HEADER_COLLAPSE_REMAINING, HEADER_EXTENSION_HEIGHT, SCROLL_DEBOUNCE_MS } from '@/config/constants';

/**
 * The home header extension (160 px) collapses once less than 100 px of it remain visible,
 * i.e. when the page is scrolled by more than 60 px (SPEC §2, §9).
 */
export function isHeaderCollapsed(scrollY: number, height = HEADER_EXTENSION_HEIGHT, remaining = HEADER_COLLAPSE_REMAINING): boolean {
  return height - Math.max(0, scrollY) < remaining;
}

/** Tracks window scrolling, debounced by 100 ms, and reports whether the header is collapsed. */
export function useHeaderCollapsed(delay = SCROLL_DEBOUNCE_MS): boolean {
  const [collapsed, setCollapsed] = useState(() => (typeof window === 'undefined' ? false : isHeaderCollapsed(window.scrollY)));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => setCollapsed(isHeaderCollapsed(window.scrollY)), delay);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer) clearTimeout(timer);
    };
  }, [delay]);
  return collapsed;
}
