import type { GeneratorContext } from './generator-plugin';
import { resolvePackageName } from './package-name';

const context = (packageName?: string): GeneratorContext => ({
  version: '1.0.0',
  whitelabel: false,
  snippets: false,
  metadata: {},
  ...(packageName !== undefined ? { packageName } : {}),
});

describe('the name of the package a run produces', () => {
  it("takes the registry output's name before the generator config's", () => {
    expect(resolvePackageName(context('@acme/pets'), 'pets-sdk', () => 'fallback')).toBe('@acme/pets');
  });

  it("takes the generator config's name when the output gives none", () => {
    expect(resolvePackageName(context(), 'pets-sdk', () => 'fallback')).toBe('pets-sdk');
  });

  it('falls back when the config names none, or an empty or non-text name', () => {
    let calls = 0;
    const fallback = (): string => {
      calls += 1;
      return 'api-sdk';
    };
    expect(resolvePackageName(context(), undefined, fallback)).toBe('api-sdk');
    expect(resolvePackageName(context(), '', fallback)).toBe('api-sdk');
    expect(resolvePackageName(context(), 42, fallback)).toBe('api-sdk');
    expect(calls).toBe(3);
    resolvePackageName(context('@acme/pets'), undefined, fallback);
    expect(calls).toBe(3);
  });
});
