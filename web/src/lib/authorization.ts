import type { User } from './auth';

/** SPEC §6 policies. The UI only decides what to show; the server has the final say. */
export const policies = {
  signedIn: (user: User | null) => user !== null,
  admin: (user: User | null) => user?.isAdmin === true,
  merchantOfAny: (user: User | null) => !!user?.permissions.some((p) => p.is_active && p.is_merchant),
  seasonAdmin: (user: User | null) =>
    user?.isAdmin === true || !!user?.permissions.some((p) => p.is_active && (p.is_merchant || p.is_agent)),
} as const;

export type Policy = keyof typeof policies;

/** The lofts the user is an active merchant of, each once. */
export function merchantLofts(user: User | null): number[] {
  return [...new Set((user?.permissions ?? []).filter((p) => p.is_active && p.is_merchant).map((p) => p.loft_id))];
}

/**
 * SPEC §2: the overview link — `/overview` for an active merchant of more than one loft,
 * `/overview/{id}` for exactly one, none otherwise.
 */
export function overviewHref(user: User | null): string | null {
  const lofts = merchantLofts(user);
  if (lofts.length > 1) return '/overview';
  if (lofts.length === 1) return `/overview/${lofts[0]}`;
  return null;
}
