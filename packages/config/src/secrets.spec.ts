import { BrackenConfigError, isSecretReference, resolveSecret } from './index';

describe('resolveSecret', () => {
  const env = { NPM_TOKEN: 'secret-1', API_KEY: 'secret-2', EMPTY: '' };

  it('replaces ${NAME} references, also inside text', () => {
    expect(resolveSecret('${NPM_TOKEN}', env)).toBe('secret-1');
    expect(resolveSecret('Bearer ${NPM_TOKEN}', env)).toBe('Bearer secret-1');
  });

  it('reads <NAME> placeholders from the environment', () => {
    expect(resolveSecret('<API_KEY>', env)).toBe('secret-2');
  });

  it('passes OIDC and literals through', () => {
    expect(resolveSecret('OIDC', env)).toBe('OIDC');
    expect(resolveSecret('plain', env)).toBe('plain');
  });

  it('names the variable, never a value, when it is unset or empty', () => {
    expect(() => resolveSecret('${MISSING}', env)).toThrow(BrackenConfigError);
    expect(() => resolveSecret('${MISSING}', env)).toThrow(
      'credential not available: environment variable MISSING is not set',
    );
    expect(() => resolveSecret('<EMPTY>', env)).toThrow('environment variable EMPTY is not set');
  });

  it('reads process.env by default', () => {
    process.env['BRACKEN_TEST_SECRET'] = 'from-process';
    try {
      expect(resolveSecret('${BRACKEN_TEST_SECRET}')).toBe('from-process');
    } finally {
      delete process.env['BRACKEN_TEST_SECRET'];
    }
  });
});

describe('isSecretReference', () => {
  it('tells references from literals', () => {
    expect(isSecretReference('${TOKEN}')).toBe(true);
    expect(isSecretReference('<ACCESS_TOKEN>')).toBe(true);
    expect(isSecretReference('OIDC')).toBe(true);
    expect(isSecretReference('ghp_abc123')).toBe(false);
    expect(isSecretReference('$TOKEN')).toBe(false);
  });
});
