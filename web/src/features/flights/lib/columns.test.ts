import { describe, expect, it } from 'vitest';
import { aceColumns, areaSwitches, basketColumns, resultColumns } from './columns';

describe('columns from display fields', () => {
  it('shows every column when all switches are on or not sent', () => {
    expect(resultColumns({})).toEqual(['rank', 'ring', 'pigeonName', 'fancier', 'team', 'country', 'arrival', 'time', 'speed']);
    expect(basketColumns(undefined)).toEqual(['ring', 'pigeonName', 'fancier', 'team', 'country', 'time']);
    expect(aceColumns(null)).toEqual(['rank', 'ring', 'pigeonName', 'fancier', 'team', 'country', 'score', 'speed']);
  });
  it('leaves out switched-off columns', () => {
    expect(resultColumns({ team: false, country: false, speed: false, time: false })).toEqual(['rank', 'ring', 'pigeonName', 'fancier']);
    expect(basketColumns({ time: false, fancier: false })).toEqual(['ring', 'pigeonName', 'team', 'country']);
    expect(aceColumns({ speed: false, rank: false })).toEqual(['ring', 'pigeonName', 'fancier', 'team', 'country', 'score']);
  });
  it('keeps the ring when ring and name are both off', () => {
    expect(resultColumns({ ringDescriptor: false, pigeonName: false, fancier: false, team: false, country: false, time: false, speed: false })).toEqual(['rank', 'ring']);
    expect(basketColumns({ ringDescriptor: false, pigeonName: false })).toEqual(['ring', 'fancier', 'team', 'country', 'time']);
  });
  it('reads an area from a flight', () => {
    expect(areaSwitches({ results: { team: false } }, 'results')).toEqual({ team: false });
    expect(areaSwitches({ results: { team: false } }, 'aces')).toEqual({});
    expect(areaSwitches(null, 'baskets')).toEqual({});
  });
});
