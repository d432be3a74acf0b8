import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../api/get-admin-loft';
import { detailLines } from './history';

const entry = (action: string, detail: Record<string, unknown>): HistoryEntry => ({
  id: 1,
  action,
  detail,
  created_by: 4,
  created_by_name: 'Ada Admin',
  created_at: '2026-03-01T12:00:00Z',
});

describe('detailLines', () => {
  it('shows changed fields as from → to, first, and leaves ids out', () => {
    const lines = detailLines(entry('address_update', { address_id: 3, city: ['Moosburg', 'Freising'], street: ['A 1', 'B 2'] }));
    expect(lines).toEqual([
      { field: 'city', from: 'Moosburg', to: 'Freising' },
      { field: 'street', from: 'A 1', to: 'B 2' },
    ]);
  });

  it('tells tags changed (pairs of lists) from values, and shows switches and blanks', () => {
    const lines = detailLines(entry('update', { tags: [['fci'], []], 'display_fields.results.speed': [true, false], email: ['', 'race@x.example'] }));
    expect(lines).toEqual([
      { field: 'display_fields.results.speed', from: '✓', to: '✗' },
      { field: 'email', from: '–', to: 'race@x.example' },
      { field: 'tags', from: 'fci', to: '–' },
    ]);
  });

  it('lists what was added, and lets the caller name values', () => {
    const lines = detailLines(entry('permission_add', { user_id: 9, name: 'Nina Neu', is_merchant: true, is_agent: false }), (field, v) =>
      field === 'name' ? String(v).toUpperCase() : undefined,
    );
    expect(lines).toEqual([
      { field: 'is_agent', to: '✗' },
      { field: 'is_merchant', to: '✓' },
      { field: 'name', to: 'NINA NEU' },
    ]);
  });
});
