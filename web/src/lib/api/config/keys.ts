/** Query keys of the site's public settings. */
export const configKeys = {
  public: () => ['public-config'] as const,
};
