import { describe, expect, it } from 'vitest';
import { holidayRegions } from './regions';

const names = (country: 'DE' | 'AT' | 'CH', language: 'de' | 'en') =>
  holidayRegions(country, language).map((region) => region.name);

describe('holiday regions for the sign-up list', () => {
  it('names Bremen and Hamburg by their cities and sorts them under B and H', () => {
    const german = names('DE', 'de');
    expect(german.slice(0, 5)).toEqual(['Baden-Württemberg', 'Bayern', 'Berlin', 'Brandenburg', 'Bremen']);
    expect(german.indexOf('Hamburg')).toBe(german.indexOf('Bremen') + 1);
    expect(german.indexOf('Hessen')).toBe(german.indexOf('Hamburg') + 1);
    expect(names('DE', 'en')).toContain('Hamburg');
  });

  it('sorts cantons by their names, not by the word "Kanton"', () => {
    const cantons = names('CH', 'de');
    expect(cantons[0]).toBe('Kanton Aargau');
    expect(cantons.at(-1)).toBe('Kanton Zürich');
    expect(names('AT', 'de').at(-2)).toBe('Vorarlberg');
  });
});
