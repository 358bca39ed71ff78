import { createName, type MultiUrlEnvironment, type ServerVariable, type SingleUrlEnvironment } from '@bracken/ir';
import { multiUrlEnvironments, singleUrlEnvironments } from './server-environments';

const region: ServerVariable = { kind: 'serverVariable', name: createName('region'), default: 'eu' };

describe('environments of a definition', () => {
  it('makes the first single-URL environment the default, with no base URLs', () => {
    const environments: SingleUrlEnvironment[] = [
      { kind: 'singleUrl', id: 'staging', name: createName('staging'), url: 'https://staging.example.com' },
      { kind: 'singleUrl', id: 'production', name: createName('production'), url: 'https://{region}.example.com' },
    ];
    expect(singleUrlEnvironments(environments, [region])).toEqual({
      kind: 'environments',
      mode: 'single',
      environments,
      baseUrls: [],
      defaultEnvironmentId: 'staging',
      serverVariables: [region],
    });
  });

  it('declares the base URLs of grouped environments and makes the first the default', () => {
    const environments: MultiUrlEnvironment[] = [
      { kind: 'multiUrl', id: 'eu', name: createName('eu'), urls: { api: 'https://eu.example.com' } },
      { kind: 'multiUrl', id: 'us', name: createName('us'), urls: { api: 'https://us.example.com' } },
    ];
    const baseUrls = [{ kind: 'baseUrl' as const, id: 'api', name: createName('api') }];
    expect(multiUrlEnvironments(environments, baseUrls, [])).toEqual({
      kind: 'environments',
      mode: 'multi',
      environments,
      baseUrls,
      defaultEnvironmentId: 'eu',
      serverVariables: [],
    });
  });
});
