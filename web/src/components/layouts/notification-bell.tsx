import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useUnreadNotices } from '@/lib/api/notifications/get-unread-notices';
import classes from './layout.module.css';

/** The bell in the top bar: opens the notification centre, with the number of unread notices. */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadNotices(true).data ?? 0;
  return (
    <Link to={paths.notifications.getHref()} className={classes.bell} aria-label={t('notices.bell', { count: unread })} data-testid="notification-bell">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
        <path d="M13.73 21a2 2 0 0 1-3.46 0" />
      </svg>
      {unread > 0 && (
        <span className={classes.bellCount} data-testid="notification-count">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
