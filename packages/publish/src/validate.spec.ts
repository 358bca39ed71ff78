import {
  createRedactor,
  validateGithubConfig,
  validateOutputConfig,
  validateReviewers,
  validateWhitelabel,
} from './index';
import { distTag } from './npm';

const paths = (problems: Array<{ path: string }>) => problems.map((problem) => problem.path);

describe('validateOutputConfig', () => {
  it('accepts complete sections for every location', () => {
    expect(
      validateOutputConfig({
        location: 'npm',
        'package-name': '@acme/sdk',
        url: 'https://npm.acme.dev/',
        token: '${NPM_TOKEN}',
      }),
    ).toEqual([]);
    expect(
      validateOutputConfig({
        location: 'maven',
        coordinate: 'com.acme:acme-sdk',
        url: 'https://s01.oss.sonatype.org/content/repositories/releases/',
        username: '${MAVEN_USERNAME}',
        password: '${MAVEN_PASSWORD}',
        signature: { keyId: 'ABCDEF01', password: '${GPG_PASSWORD}', secretKey: '<SIGNING_SECRET>' },
      }),
    ).toEqual([]);
    expect(
      validateOutputConfig({
        location: 'pypi',
        'package-name': 'acme-sdk',
        token: 'OIDC',
        metadata: {
          keywords: ['acme', 'sdk'],
          'documentation-link': 'https://docs.acme.dev',
          'homepage-link': 'https://acme.dev',
        },
      }),
    ).toEqual([]);
    expect(
      validateOutputConfig({ location: 'nuget', 'package-name': 'Acme.Sdk', 'api-key': '${NUGET_API_KEY}' }),
    ).toEqual([]);
    expect(
      validateOutputConfig({ location: 'rubygems', 'package-name': 'acme_sdk', 'api-key': '<RUBYGEMS_API_KEY>' }),
    ).toEqual([]);
    expect(
      validateOutputConfig({
        location: 'postman',
        'api-key': '${POSTMAN_API_KEY}',
        'workspace-id': 'a1b2c3',
        'collection-id': '123-abc',
      }),
    ).toEqual([]);
    expect(validateOutputConfig({ location: 'local-file-system', path: '../sdk' })).toEqual([]);
  });

  it('rejects unknown locations, unknown keys and missing required fields', () => {
    expect(paths(validateOutputConfig({ location: 'cargo' }))).toEqual(['output.location']);
    expect(paths(validateOutputConfig({ location: 'npm', packageName: 'x' }))).toEqual([
      'output.packageName',
      'output.package-name',
    ]);
    expect(paths(validateOutputConfig({ location: 'postman' }))).toEqual(['output.api-key', 'output.workspace-id']);
    expect(paths(validateOutputConfig('npm'))).toEqual(['output']);
  });

  it('checks names, coordinates and URLs', () => {
    expect(paths(validateOutputConfig({ location: 'npm', 'package-name': 'Acme SDK' }))).toEqual([
      'output.package-name',
    ]);
    expect(paths(validateOutputConfig({ location: 'maven', coordinate: 'com.acme' }))).toEqual(['output.coordinate']);
    expect(paths(validateOutputConfig({ location: 'maven', coordinate: 'com.acme:sdk:1.0' }))).toEqual([
      'output.coordinate',
    ]);
    expect(
      paths(
        validateOutputConfig({
          location: 'maven',
          coordinate: 'com.acme:sdk',
          signature: { keyId: 'xyz', password: '${P}' },
        }),
      ),
    ).toEqual(['output.signature.keyId', 'output.signature.secretKey']);
    expect(
      paths(
        validateOutputConfig({
          location: 'pypi',
          'package-name': '-bad-',
          metadata: { keywords: 'sdk', 'homepage-link': 'acme.dev' },
        }),
      ),
    ).toEqual(['output.package-name', 'output.metadata.keywords', 'output.metadata.homepage-link']);
    expect(paths(validateOutputConfig({ location: 'nuget', 'package-name': 'Acme..Sdk', url: 'nuget.org' }))).toEqual([
      'output.package-name',
      'output.url',
    ]);
    expect(paths(validateOutputConfig({ location: 'rubygems', 'package-name': '_gem' }))).toEqual([
      'output.package-name',
    ]);
  });

  it('accepts credentials only as references, and never echoes a literal', () => {
    const problems = validateOutputConfig({
      location: 'nuget',
      'package-name': 'Acme.Sdk',
      'api-key': 'oy2literalkey',
    });
    expect(paths(problems)).toEqual(['output.api-key']);
    expect(JSON.stringify(problems)).not.toContain('oy2literalkey');
    expect(paths(validateOutputConfig({ location: 'pypi', 'package-name': 'x', token: 'OIDC' }))).toEqual([]);
    expect(paths(validateOutputConfig({ location: 'npm', 'package-name': 'x', token: 'OIDC' }))).toEqual([
      'output.token',
    ]);
  });
});

describe('validateGithubConfig', () => {
  it('accepts the four modes', () => {
    expect(validateGithubConfig({ repository: 'acme/sdk' })).toEqual([]);
    expect(validateGithubConfig({ repository: 'acme/sdk', mode: 'push', branch: 'main', license: 'MIT' })).toEqual([]);
    expect(
      validateGithubConfig({ repository: 'acme/sdk', mode: 'pull-request', reviewers: { teams: [{ name: 'sdk' }] } }),
    ).toEqual([]);
    expect(
      validateGithubConfig({ uri: 'https://git.acme.dev/acme/sdk.git', token: '${GIT_TOKEN}', mode: 'pull-request' }),
    ).toEqual([]);
  });

  it('rejects malformed sections', () => {
    expect(paths(validateGithubConfig({ repository: 'acme' }))).toEqual(['github.repository']);
    expect(paths(validateGithubConfig({ repository: 'acme/sdk', mode: 'push' }))).toEqual(['github.branch']);
    expect(paths(validateGithubConfig({ repository: 'acme/sdk', mode: 'merge' }))).toEqual(['github.mode']);
    expect(paths(validateGithubConfig({ repository: 'acme/sdk', branch: 'bad..name' }))).toEqual(['github.branch']);
    expect(paths(validateGithubConfig({ uri: 'https://git.acme.dev/acme/sdk.git', mode: 'release' }))).toEqual([
      'github.token',
      'github.mode',
    ]);
    expect(paths(validateGithubConfig({ uri: 'not a url', token: '${T}' }))).toEqual(['github.uri']);
    expect(paths(validateGithubConfig({ uri: 'https://user:pass@git.acme.dev/acme/sdk.git', token: '${T}' }))).toEqual([
      'github.uri',
    ]);
    expect(paths(validateGithubConfig({ repository: 'acme/sdk', reviewers: { users: [{ login: 'x' }] } }))).toEqual([
      'github.reviewers.users[0].name',
    ]);
  });
});

describe('validateReviewers and validateWhitelabel', () => {
  it('checks shapes', () => {
    expect(validateReviewers({ teams: [{ name: 'a' }], users: [{ name: 'b' }] })).toEqual([]);
    expect(paths(validateReviewers({ groups: [] }))).toEqual(['reviewers.groups']);
    expect(validateWhitelabel({ username: 'acme-bot', email: 'bot@acme.dev', token: '${ACME_TOKEN}' })).toEqual([]);
    expect(paths(validateWhitelabel({ username: 'acme-bot', email: 'nope', token: 'ghp_literal' }))).toEqual([
      'whitelabel.github.email',
      'whitelabel.github.token',
    ]);
  });
});

describe('createRedactor', () => {
  it('replaces secrets and their encoded forms, longest first', () => {
    const redact = createRedactor(['abc123', 'abc123XYZ']);
    redact.add('p@ss word');
    expect(redact('a abc123XYZ b abc123 c')).toBe('a *** b *** c');
    expect(redact('x=p%40ss%20word')).toBe('x=***');
    expect(redact(Buffer.from('abc123').toString('base64'))).toBe('***');
    redact.add('');
    expect(redact('unchanged')).toBe('unchanged');
  });
});

describe('distTag', () => {
  it('uses latest for releases and the prerelease label otherwise', () => {
    expect(distTag('1.2.0')).toBe('latest');
    expect(distTag('1.2.0+build.5')).toBe('latest');
    expect(distTag('2.0.0-beta.1')).toBe('beta');
    expect(distTag('2.0.0-rc-1.2')).toBe('rc-1');
    expect(distTag('2.0.0-1')).toBe('next');
  });
});
