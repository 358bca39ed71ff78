import { createName } from '@bracken/ir';
import { NameAllocator } from './naming';

// Hints as the importers make them (`<parent> <property>`), and ones that test the seams:
// acronyms and digits at either side of the space, halves without a word, other scripts.
const HINTS = [
  'PostCustomersCustomerSubscriptions items',
  'Account external_accounts',
  'ChargeOutcome rule',
  'HTTPSConnection ID',
  'ApiV2 2fa_code',
  'Pet v2',
  'Thing +',
  '+ thing',
  '+ -',
  ' leading',
  'trailing ',
  'Double  space',
  'X Body key',
  'Café déjà_vu',
  'Ünïcode ÄPI',
  'Straße ß',
  '日本 語',
];

describe('NameAllocator', () => {
  it.each([false, true])('gives each hint the forms createName gives it (smart casing: %s)', (smartCasing) => {
    HINTS.forEach((hint, index) => {
      // A fresh allocator for each, so every name is the natural one and not a numbered clash.
      const allocated = new NameAllocator({ smartCasing }).allocate(`wire-${index}`, hint);
      expect([hint, allocated]).toEqual([hint, { ...createName(hint, { smartCasing }), wireValue: `wire-${index}` }]);
    });
  });

  it('numbers a later hint whose forms clash, whichever way the forms were made', () => {
    const allocator = new NameAllocator({});
    expect(allocator.allocate('a', 'Pet owner').pascalCase).toBe('PetOwner');
    expect(allocator.allocate('b', 'PetOwner').pascalCase).toBe('PetOwner2');
    expect(allocator.allocate('c', 'pet_owner').pascalCase).toBe('PetOwner3');
  });
});
