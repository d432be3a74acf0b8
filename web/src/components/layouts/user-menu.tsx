import { useEffect, useRef, type ReactNode } from 'react';
import type { User } from '@/lib/auth';
import classes from './layout.module.css';

/**
 * The signed-in user's name opening their entries (a native disclosure: no popover library in
 * the first paint). Closes on a click outside or on an entry.
 */
export function UserMenu({ user, children }: { user: User; children: (close: () => void) => ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const close = () => ref.current?.removeAttribute('open');
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) ref.current.removeAttribute('open');
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return (
    <details ref={ref} className={classes.userMenu} data-testid="user-menu">
      <summary className={classes.navLink} data-testid="user-name">
        {user.firstName} {user.lastName}
      </summary>
      <div className={classes.userMenuPanel} data-testid="user-menu-items">
        {children(close)}
      </div>
    </details>
  );
}
