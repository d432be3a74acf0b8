import { describe, expect, it } from 'vitest';
import { filterParams } from './get-season-orders';

describe('filterParams', () => {
  it('sends only the filters that are set, the search trimmed', () => {
    expect(filterParams({ status: '', method: '', search: '  ', overdue: false })).toEqual({ status: undefined, method: undefined, q: undefined, overdue: undefined });
    expect(filterParams({ status: 'confirmed', method: 'cash', search: ' Berg ', overdue: true })).toEqual({ status: 'confirmed', method: 'cash', q: 'Berg', overdue: true });
  });
});
