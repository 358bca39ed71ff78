import { createName } from '../casing';
import { TYPESCRIPT_NAMES, reservedTypeNames } from './languages';
import { NameScope } from './scope';

function claimAll(scope: NameScope, names: readonly string[]): string[] {
  return names.map((name) => scope.claim(name));
}

describe('NameScope', () => {
  it('keeps a free name and frees a taken one by its suffix style', () => {
    expect(claimAll(new NameScope({ kind: 'class', suffix: { kind: 'number' } }), ['list', 'list', 'list'])).toEqual([
      'list',
      'list2',
      'list3',
    ]);
    expect(
      claimAll(new NameScope({ kind: 'folder', suffix: { kind: 'number', separator: '-' } }), ['a', 'a', 'a']),
    ).toEqual(['a', 'a-2', 'a-3']);
    expect(claimAll(new NameScope({ kind: 'object', suffix: { kind: 'number', first: 3 } }), ['k', 'k'])).toEqual([
      'k',
      'k3',
    ]);
    expect(
      claimAll(new NameScope({ kind: 'module', suffix: { kind: 'marker', marker: 'Type' } }), ['Pet', 'Pet', 'Pet']),
    ).toEqual(['Pet', 'PetType', 'PetType2']);
    expect(
      claimAll(new NameScope({ kind: 'module', suffix: { kind: 'marker', marker: 'Acme', at: 'start', first: 3 } }), [
        'Stream',
        'Stream',
        'Stream',
      ]),
    ).toEqual(['Stream', 'AcmeStream', 'AcmeStream3']);
    expect(
      claimAll(new NameScope({ kind: 'parameters', suffix: { kind: 'repeat', text: '_' } }), ['id', 'id', 'id']),
    ).toEqual(['id', 'id_', 'id__']);
  });

  it('styles kinds of declaration apart in one scope, which all of them share', () => {
    const scope = new NameScope({
      kind: 'module',
      suffix: { kind: 'number' },
      kinds: {
        type: { suffix: { kind: 'marker', marker: 'Type' } },
        request: { suffix: { kind: 'marker', marker: 'Request' } },
      },
    });
    expect(scope.claim('Pet', { kind: 'type' })).toBe('Pet');
    expect(scope.claim('Pet', { kind: 'request' })).toBe('PetRequest');
    expect(scope.claim('PetRequest', { kind: 'type' })).toBe('PetRequestType');
    expect(scope.claim('Pet')).toBe('Pet2');
  });

  it('gives a reserved word its suffix once, before the clash rule', () => {
    const scope = new NameScope({
      kind: 'class',
      suffix: { kind: 'number' },
      reserved: { words: new Set(['close']), suffix: '_' },
    });
    expect(claimAll(scope, ['close', 'close', 'open'])).toEqual(['close_', 'close_2', 'open']);
    const types = new NameScope({
      kind: 'types',
      suffix: { kind: 'number' },
      reserved: reservedTypeNames(TYPESCRIPT_NAMES),
    });
    expect(claimAll(types, ['Error', 'Error', 'Pet'])).toEqual(['ErrorModel', 'ErrorModel2', 'Pet']);
  });

  it('treats a name an enclosing scope holds as reserved in the scopes inside it', () => {
    const module = new NameScope({ kind: 'module', suffix: { kind: 'number' } }).reserve('toWire');
    const parameters = module.child({ kind: 'parameters', suffix: { kind: 'number' } });
    expect(claimAll(parameters, ['toWire', 'toWire', 'id'])).toEqual(['toWire_', 'toWire_2', 'id']);
    expect(module.has('id')).toBe(false);
  });

  it('holds each name together with its companion', () => {
    // A class keeps `_<name>` beside each member.
    const scope = new NameScope({ kind: 'class', suffix: { kind: 'number' }, companion: '_' }).reserve('ctx');
    expect(claimAll(scope, ['_ctx', 'pets', '_pets', 'x'])).toEqual(['_ctx2', 'pets', '_pets2', 'x']);
    expect(scope.has('_x')).toBe(true);
  });

  it('tries fallbacks before suffixes, and numbers a stem that may differ from the name', () => {
    const keys = new NameScope({ kind: 'object', suffix: { kind: 'number' } }).reserve('fooBar');
    expect(keys.claim('fooBar', { fallbacks: ['foo_bar'] })).toBe('foo_bar');
    expect(keys.claim('fooBar', { fallbacks: ['foo_bar', 'fooBarQuery'] })).toBe('fooBarQuery');
    expect(keys.claim('fooBar', { fallbacks: ['foo_bar'] })).toBe('fooBar2');
    const members = new NameScope({ kind: 'class', suffix: { kind: 'number' } });
    expect(members.claim('service', { stem: '' })).toBe('service');
    expect(members.claim('service', { stem: '' })).toBe('2');
  });

  it('puts the suffix before a tail', () => {
    const scope = new NameScope({ kind: 'module', suffix: { kind: 'number' } });
    expect(scope.claim('Greeter', { tail: 'GrpcClient' })).toBe('GreeterGrpcClient');
    expect(scope.claim('Greeter', { tail: 'GrpcClient' })).toBe('Greeter2GrpcClient');
  });

  it('compares names exactly, ignoring case, or by a key of their own', () => {
    expect(
      claimAll(new NameScope({ kind: 'types', suffix: { kind: 'number' }, compare: 'ignoring case' }), [
        'Pet',
        'PET',
        'pet',
      ]),
    ).toEqual(['Pet', 'PET2', 'pet3']);
    const cased = new NameScope({
      kind: 'types',
      suffix: { kind: 'number' },
      compare: (text) => createName(text).pascalCase,
    });
    expect(claimAll(cased, ['pet owner', 'PetOwner', 'pet_owner'])).toEqual(['pet owner', 'PetOwner2', 'pet_owner3']);
  });

  it('peeks without holding, and forgets everything when cleared', () => {
    const scope = new NameScope({ kind: 'object', suffix: { kind: 'repeat', text: '_' } }).reserve('token');
    expect(scope.peek('token')).toBe('token_');
    expect(scope.peek('token')).toBe('token_');
    expect(scope.has('token_')).toBe(false);
    scope.clear();
    expect(scope.claim('token')).toBe('token');
  });

  it('answers the same whether it holds a few names or many', () => {
    const scope = new NameScope({ kind: 'object', suffix: { kind: 'number' } });
    const names = Array.from({ length: 40 }, (_, i) => `n${i % 20}x`);
    expect(claimAll(scope, names).slice(20)).toEqual(Array.from({ length: 20 }, (_, i) => `n${i}x2`));
    expect(scope.has('n0x')).toBe(true);
    expect(scope.has('n20x')).toBe(false);
  });
});
