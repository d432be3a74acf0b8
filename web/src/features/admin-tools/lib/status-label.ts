import { paths } from '@/config/paths';
import type { AdminList } from '../api/get-admin-rows';

/** The i18n key of a status code of a list: the words its own screens already use. */
export function statusKey(list: AdminList, status: string): string {
  switch (list) {
    case 'orders':
    case 'activations':
      return `orders.status.${status}`;
    case 'flights':
      return `flights.states.${status}`;
    case 'due_dates':
      return `orders.dueDates.category.${status}`;
    default:
      return `pigeons.statuses.${status}`;
  }
}

/** The loft workspace's section that holds a list's rows. */
const SECTIONS: Record<AdminList, string> = {
  orders: 'orders',
  activations: 'orders',
  flights: 'flights',
  teams: 'teams',
  customers: 'customers',
  contracts: 'contract',
  lost_pigeons: 'intake',
  comeback_pigeons: 'intake',
  due_dates: 'due-dates',
};

/** Where a row leads: the loft's workspace, on the section (and season) that holds the row. */
export function rowHref(list: AdminList, row: { loft_id: number; season_id?: number | null }): string {
  return paths.overviewSection.getHref(row.loft_id, SECTIONS[list], row.season_id);
}
