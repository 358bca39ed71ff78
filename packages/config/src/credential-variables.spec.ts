import { parse } from 'yaml';
import { listCredentialVariables } from './index';

describe('listCredentialVariables', () => {
  it('lists the variables of every credential field, and no other ${NAME} or env field', () => {
    const value = parse(`
whitelabel:
  github: { token: '\${WHITELABEL_TOKEN}' }
auth-schemes:
  bearer: { scheme: bearer, token: { env: PETSTORE_TOKEN } }
api:
  specs: [{ openapi: ./openapi.yml }]
  headers:
    X-Note: '\${NOT_A_CREDENTIAL}'
groups:
  ts:
    generators:
      - name: bracken-typescript-sdk
        version: 1.0.0
        output: { location: npm, package-name: acme, token: '\${NPM_TOKEN}' }
        github: { repository: acme/sdk, token: '<GITHUB_PAT>' }
      - name: bracken-java-sdk
        version: 1.0.0
        output:
          location: maven
          username: me
          password: 'pre-\${MAVEN_PASSWORD}-\${MAVEN_SUFFIX}'
          signature: { keyId: k, secretKey: '\${SIGNING_KEY}', password: OIDC }
`);
    expect(listCredentialVariables(value)).toEqual([
      'GITHUB_PAT',
      'MAVEN_PASSWORD',
      'MAVEN_SUFFIX',
      'NPM_TOKEN',
      'SIGNING_KEY',
      'WHITELABEL_TOKEN',
    ]);
  });

  it('reads what it can from a file that is not a configuration', () => {
    expect(listCredentialVariables(undefined)).toEqual([]);
    expect(listCredentialVariables({ groups: { ts: { generators: 'x' } } })).toEqual([]);
  });
});
