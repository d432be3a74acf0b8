/** Query keys of the signed-in user's own data. */
export const meKeys = {
  all: ['me'] as const,
  profile: () => ['me', 'profile'] as const,
};
