import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCart } from '@/lib/api/cart/get-cart';
import classes from './layout.module.css';

/** The cart in the top bar: the number of units in it, hidden while it is empty; opens /cart. */
export function CartBadge() {
  const { t } = useTranslation();
  const units = useCart().data?.units ?? 0;
  if (units === 0) return null;
  return (
    <Link to={paths.cart.getHref()} className={classes.bell} aria-label={t('shop.cartBadge', { count: units })} data-testid="cart-badge">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.7 12.4a1.5 1.5 0 0 0 1.5 1.1h8.9a1.5 1.5 0 0 0 1.5-1.1L22 7H6" />
      </svg>
      <span className={classes.bellCount} data-testid="cart-count">
        {units > 99 ? '99+' : units}
      </span>
    </Link>
  );
}
