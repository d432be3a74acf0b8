import type { Schema } from '@/lib/api/types';

/** SPEC §3: the signed-in user (oauth_user) and their rights (olr_user). */
export type Permission = { loft_id: number; is_merchant: boolean; is_agent: boolean; is_active: boolean };
export type User = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  imageSrc?: string;
  isAdmin: boolean;
  /** The extended season permission: administers the seasons of every loft. */
  seasonAdmin: boolean;
  permissions: Permission[];
};

type CurrentUser = Schema<'CurrentUser'>;

/** The app's user from the current-user answer (SPEC §3: oauth_user and olr_user). */
export function toUser(me: CurrentUser): User {
  const o = me.oauth_user;
  return {
    id: o.id,
    firstName: o.first_name,
    lastName: o.last_name,
    email: o.email,
    imageSrc: o.image_src,
    isAdmin: me.olr_user.is_admin > 0,
    seasonAdmin: me.olr_user.season_admin,
    permissions: (me.olr_user.permissions ?? []).map((p) => ({
      loft_id: p.loft_id,
      is_merchant: !!p.is_merchant,
      is_agent: !!p.is_agent,
      is_active: !!p.is_active,
    })),
  };
}
