import { createName } from '@bracken/ir';
import { claimTypeName, createTypeNameScope } from './naming';

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

describe('type names of an OpenAPI import', () => {
  it.each([false, true])('gives each hint the forms createName gives it (smart casing: %s)', (smartCasing) => {
    HINTS.forEach((hint, index) => {
      // A fresh scope for each, so every name is the natural one and not a numbered clash.
      const allocated = claimTypeName(createTypeNameScope(), { smartCasing }, `wire-${index}`, hint);
      expect([hint, allocated]).toEqual([hint, { ...createName(hint, { smartCasing }), wireValue: `wire-${index}` }]);
    });
  });

  it('numbers a later hint whose forms clash, whichever way the forms were made', () => {
    const scope = createTypeNameScope();
    expect(claimTypeName(scope, {}, 'a', 'Pet owner').pascalCase).toBe('PetOwner');
    expect(claimTypeName(scope, {}, 'b', 'PetOwner').pascalCase).toBe('PetOwner2');
    expect(claimTypeName(scope, {}, 'c', 'pet_owner').pascalCase).toBe('PetOwner3');
  });
});
