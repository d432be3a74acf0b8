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

/** Where a row leads: the loft's workspace, on the section that holds the row. */
export function rowHref(list: AdminList, loftId: number): string {
  return `/overview/${loftId}?section=${list}`;
}
