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
