import { describe, expect, it } from 'vitest';
import { paragraphs } from './rules';
import { spots } from './spots';

describe('spots', () => {
  it('counts the places left', () => expect(spots(12)).toEqual({ key: 'browse.spotsLeft', count: 12, color: 'teal' }));
  it('says full when none is left', () => expect(spots(0).key).toBe('browse.full'));
  it('says unlimited without a capacity', () => expect(spots(null).key).toBe('browse.unlimited'));
});

describe('paragraphs', () => {
  it('splits at blank lines and keeps single line breaks in a paragraph', () => {
    expect(paragraphs('Fly fair.\r\n\r\nNo doping.\nNo drugs.\n\n\n  \n')).toEqual(['Fly fair.', 'No doping.\nNo drugs.']);
  });
  it('has none for empty text', () => expect(paragraphs('  \n ')).toEqual([]));
});
