import { isRecord, nonEmptyString } from './json';

describe('JSON value checks', () => {
  it('keeps a string with at least one character and drops every other value', () => {
    expect(nonEmptyString('pets')).toBe('pets');
    expect(nonEmptyString(' ')).toBe(' ');
    expect(nonEmptyString('')).toBeUndefined();
    expect(nonEmptyString(42)).toBeUndefined();
    expect(nonEmptyString(null)).toBeUndefined();
    expect(nonEmptyString(['pets'])).toBeUndefined();
  });

  it('takes a plain object for a record, and not an array or null', () => {
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('a')).toBe(false);
  });
});
