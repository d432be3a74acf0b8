/** Query keys of the signed-in user's notices; marking them read invalidates `noticeKeys.all` (the bell too). */
export const noticeKeys = {
  all: ['notices'] as const,
  unread: () => ['notices', 'unread'] as const,
  list: (code: string, page: number) => ['notices', 'list', code, page] as const,
  settings: () => ['notices', 'settings'] as const,
  alerts: () => ['notices', 'alerts'] as const,
};
