import type { User } from './sign-in/user';

/** SPEC §6 policies. The UI only decides what to show; the server has the final say. */
export const policies = {
  signedIn: (user: User | null) => user !== null,
  admin: (user: User | null) => user?.isAdmin === true,
  merchantOfAny: (user: User | null) => !!user?.permissions.some((p) => p.is_active && p.is_merchant),
  seasonAdmin: (user: User | null) => user?.isAdmin === true || user?.seasonAdmin === true || !!user?.permissions.some((p) => p.is_active && (p.is_merchant || p.is_agent)),
} as const;

export type Policy = keyof typeof policies;

/** A rule of one page that depends on more than the user (e.g. which loft it shows). */
export type Check = (user: User | null) => boolean;

/**
 * The loft overview `/overview/{id}` (SPEC §2, §6): the loft's active merchants and agents, and admins.
 * Merchants of other lofts get the 403 page.
 */
export function isStaffOf(user: User | null, loftId: number): boolean {
  return user?.isAdmin === true || !!user?.permissions.some((p) => p.loft_id === loftId && p.is_active && (p.is_merchant || p.is_agent));
}

/** Whether the user runs the loft: its active merchant, or an admin (agents only keep its desk). */
export function isMerchantOf(user: User | null, loftId: number): boolean {
  return user?.isAdmin === true || !!user?.permissions.some((p) => p.loft_id === loftId && p.is_active && p.is_merchant);
}

/** The lofts the user is an active merchant of, each once. */
export function merchantLofts(user: User | null): number[] {
  return [...new Set((user?.permissions ?? []).filter((p) => p.is_active && p.is_merchant).map((p) => p.loft_id))];
}

/** The lofts the user is an active merchant or agent of, each once: their overviews (the agents' desk). */
export function staffLofts(user: User | null): number[] {
  return [...new Set((user?.permissions ?? []).filter((p) => p.is_active && (p.is_merchant || p.is_agent)).map((p) => p.loft_id))];
}

/** The back office's sections a user may open, in menu order. */
export function adminSections(user: User | null): ('lofts' | 'seasons' | 'users' | 'news' | 'store' | 'campaigns' | 'tools')[] {
  if (user?.isAdmin) return ['lofts', 'seasons', 'users', 'news', 'store', 'campaigns', 'tools'];
  if (user?.seasonAdmin) return ['seasons'];
  return [];
}

/**
 * The menu's administration link: loft administration for admins, season administration for users
 * with the extended season permission; merchants reach their seasons through their overview.
 */
export function adminHref(user: User | null): string | null {
  const first = adminSections(user)[0];
  return first ? `/admin/${first}` : null;
}

/**
 * SPEC §2: the overview link — `/overview` for an active merchant (or agent: it is their desk) of more
 * than one loft, `/overview/{id}` for exactly one, none otherwise.
 */
export function overviewHref(user: User | null): string | null {
  const lofts = staffLofts(user);
  if (lofts.length > 1) return '/overview';
  if (lofts.length === 1) return `/overview/${lofts[0]}`;
  return null;
}
