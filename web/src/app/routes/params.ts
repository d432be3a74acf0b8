import { data } from 'react-router';

/** A route id must be a positive integer; anything else is a 404. */
export function idParam(value: string | undefined): number {
  const n = Number(value);
  if (!value || !Number.isInteger(n) || n <= 0) throw data(null, { status: 404 });
  return n;
}

/** An optional id (e.g. the pigeon page's team id); '' and the literal 'null' mean absent. */
export function optionalIdParam(value: string | undefined): number | null {
  if (value === undefined || value === '' || value === 'null') return null;
  return idParam(value);
}
