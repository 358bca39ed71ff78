import { camelCase, createName, kebabCase, pascalCase, snakeCase, splitWords } from './casing';

describe('casing', () => {
  it('splits at separators, case changes and digits', () => {
    expect(splitWords('user_id')).toEqual(['user', 'id']);
    expect(splitWords('HTTPSConnection')).toEqual(['HTTPS', 'Connection']);
    expect(splitWords('getV2Users')).toEqual(['get', 'V', '2', 'Users']);
    expect(splitWords('x-request-id')).toEqual(['x', 'request', 'id']);
  });

  it('cases every form of a plain name', () => {
    expect(createName('pet_store-item')).toEqual({
      kind: 'name',
      wireValue: 'pet_store-item',
      camelCase: 'petStoreItem',
      pascalCase: 'PetStoreItem',
      snakeCase: 'pet_store_item',
      screamingSnakeCase: 'PET_STORE_ITEM',
    });
  });

  it('keeps numbers attached with smart casing (v2, not v_2)', () => {
    expect(snakeCase('apiV2', { smartCasing: true })).toBe('api_v2');
    expect(snakeCase('apiV2')).toBe('api_v_2');
    expect(camelCase('v2_users', { smartCasing: true })).toBe('v2Users');
  });

  it('preserves initialisms and acronyms with smart casing', () => {
    expect(pascalCase('CustomerID', { smartCasing: true })).toBe('CustomerID');
    expect(pascalCase('CustomerID')).toBe('CustomerId');
    expect(pascalCase('HTTPSConnection', { smartCasing: true })).toBe('HTTPSConnection');
    expect(pascalCase('HTTPSConnection')).toBe('HttpsConnection');
    expect(camelCase('HTTPSConnection', { smartCasing: true })).toBe('httpsConnection');
  });

  it('gives names without letters or digits a usable form', () => {
    expect(createName('+').camelCase).toBe('value');
    expect(createName('+').wireValue).toBe('+');
  });

  it('handles letters outside ASCII', () => {
    expect(camelCase('größe_wert')).toBe('größeWert');
  });
});

describe('kebabCase', () => {
  it('joins lower-case words with dashes', () => {
    expect(kebabCase('Swagger Petstore API')).toBe('swagger-petstore-api');
  });
});

describe('casing results', () => {
  it('cases ASCII and other scripts alike, every form from one split', () => {
    expect(createName('getHTTPSConnectionV2_id')).toEqual({
      kind: 'name',
      wireValue: 'getHTTPSConnectionV2_id',
      camelCase: 'getHttpsConnectionV2Id',
      pascalCase: 'GetHttpsConnectionV2Id',
      snakeCase: 'get_https_connection_v_2_id',
      screamingSnakeCase: 'GET_HTTPS_CONNECTION_V_2_ID',
    });
    expect(createName('getHTTPSConnectionV2_id', { smartCasing: true })).toMatchObject({
      camelCase: 'getHTTPSConnectionV2Id',
      pascalCase: 'GetHTTPSConnectionV2Id',
      snakeCase: 'get_https_connection_v2_id',
    });
    expect(createName('straße_größe')).toMatchObject({
      pascalCase: 'StraßeGröße',
      screamingSnakeCase: 'STRASSE_GRÖSSE',
    });
    expect(createName('--')).toMatchObject({ wireValue: '--', camelCase: 'value', screamingSnakeCase: 'VALUE' });
  });

  it('gives every caller its own name and word list', () => {
    const first = createName('user_id');
    first.camelCase = 'changed';
    expect(createName('user_id').camelCase).toBe('userId');
    const words = splitWords('user_id');
    words.push('changed');
    expect(splitWords('user_id')).toEqual(['user', 'id']);
  });

  it('returns the same cased forms on repeated calls', () => {
    for (let round = 0; round < 2; round++) {
      expect(camelCase('Pet-Store_API v2')).toBe('petStoreApiV2');
      expect(pascalCase('Pet-Store_API v2', { smartCasing: true })).toBe('PetStoreAPIV2');
      expect(kebabCase('Pet-Store_API v2')).toBe('pet-store-api-v-2');
      expect(snakeCase('Pet-Store_API v2', { smartCasing: true })).toBe('pet_store_api_v2');
    }
  });
});
