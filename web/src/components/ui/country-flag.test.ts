import { describe, expect, it } from 'vitest';
import { flagEmoji } from './country-flag';

describe('flagEmoji', () => {
  it('turns a country code into its regional indicator letters', () => {
    expect(flagEmoji('DE')).toBe('🇩🇪');
    expect(flagEmoji('es')).toBe('🇪🇸');
  });
  it('has none for anything but two letters', () => {
    expect(['', null, undefined, 'D', 'DEU', '1A'].map(flagEmoji)).toEqual(['', '', '', '', '', '']);
  });
});
