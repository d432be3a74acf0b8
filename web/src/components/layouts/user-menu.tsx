import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { User } from '@/lib/sign-in/user';
import classes from './layout.module.css';

/**
 * The signed-in user's name opening their entries (a native disclosure: no popover library in
 * the first paint). Closes on a click outside, on an entry, or with Escape.
 */
export function UserMenu({ user, children }: { user: User; children: (close: () => void) => ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  // Mirrors the element's own open state (onToggle), so the entries and a click outside can close it.
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  useEffect(() => {
    // Shuts the element itself too: its toggle event comes a task after it opened, so a key pressed meanwhile
    // finds the state still closed, and setting the state alone would change nothing.
    const shut = () => {
      if (ref.current) ref.current.open = false;
      setOpen(false);
    };
    const onClick = (e: MouseEvent) => {
      if (ref.current?.open && !ref.current.contains(e.target as Node)) shut();
    };
    // Escape closes it like a menu, the focus back on the name that opened it.
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !ref.current?.open) return;
      shut();
      summary.current?.focus();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
  return (
    <details ref={ref} open={open} onToggle={(e) => setOpen(e.currentTarget.open)} className={classes.userMenu} data-testid="user-menu">
      <summary ref={summary} className={classes.navLink} data-testid="user-name">
        {user.firstName} {user.lastName}
      </summary>
      <div className={classes.userMenuPanel} data-testid="user-menu-items">
        {children(close)}
      </div>
    </details>
  );
}
