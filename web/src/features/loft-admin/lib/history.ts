import type { HistoryEntry } from '../api/get-admin-loft';

/** The actions the audit log records for a loft; others are shown by their code. */
export const HISTORY_ACTIONS = [
  'create',
  'update',
  'package',
  'archive',
  'unarchive',
  'delete',
  'address_create',
  'address_update',
  'address_delete',
  'subscription_create',
  'subscription_end',
  'subscription_delete',
  'note_create',
  'note_delete',
  'permission_add',
  'permission_set',
  'permission_remove',
] as const;

/** One line of an entry's detail: a field changed from → to, or a value that was added or removed. */
export type DetailLine = { field: string; from?: string; to: string };

function text(v: unknown): string {
  if (v == null || v === '') return '–';
  if (typeof v === 'boolean') return v ? '✓' : '✗';
  if (Array.isArray(v)) return v.length ? v.map(text).join(', ') : '–';
  if (typeof v === 'object')
    return Object.entries(v as Record<string, unknown>)
      .map(([k, x]) => `${k}: ${text(x)}`)
      .join(', ');
  return String(v);
}

// Ids mean nothing to a reader; the entry's other fields say what it was about.
const HIDDEN = new Set(['user_id', 'note_id', 'subscription_id', 'address_id']);

/** Names a field's value in the reader's language (a package, a unit, a country); undefined leaves it as it is. */
export type ValueFormat = (field: string, value: unknown) => string | undefined;

/** The detail of an entry as lines, changed fields ([old, new] pairs) first, in name order. */
export function detailLines(e: HistoryEntry, format: ValueFormat = () => undefined): DetailLine[] {
  const lines: DetailLine[] = [];
  const show = (field: string, v: unknown) => format(field, v) ?? text(v);
  for (const [field, value] of Object.entries(e.detail ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    if (HIDDEN.has(field)) continue;
    if (Array.isArray(value) && value.length === 2 && e.action !== 'create' && (field !== 'tags' || Array.isArray(value[0]))) {
      lines.push({ field, from: show(field, value[0]), to: show(field, value[1]) });
    } else {
      lines.push({ field, to: show(field, value) });
    }
  }
  return lines.sort((a, b) => Number(b.from !== undefined) - Number(a.from !== undefined));
}
