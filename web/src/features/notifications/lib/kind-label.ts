/**
 * The i18n key naming a notice kind: staff kinds (a loft's work, for its merchants and agents) have their own namespace;
 * a silent clock, older than them, keeps its key.
 */
export function kindLabel(kind: string): string {
  return kind.startsWith('staff_') ? `staffNotices.kind.${kind}` : `notices.kind.${kind}`;
}
