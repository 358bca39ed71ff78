import type { BaseUrl, Environments, MultiUrlEnvironment, ServerVariable, SingleUrlEnvironment } from '@bracken/ir';

/**
 * The environments of a definition whose servers each have one URL; the first is the default.
 *
 * @example singleUrlEnvironments([{ kind: 'singleUrl', id: 'prod', name, url: 'https://api.example.com' }], [])
 */
export function singleUrlEnvironments(
  environments: SingleUrlEnvironment[],
  serverVariables: ServerVariable[],
): Environments {
  return {
    kind: 'environments',
    mode: 'single',
    environments,
    baseUrls: [],
    defaultEnvironmentId: environments[0]!.id,
    serverVariables,
  };
}

/**
 * The environments of a definition whose servers are grouped, each environment holding one URL
 * per base URL of `baseUrls`; the first is the default.
 */
export function multiUrlEnvironments(
  environments: MultiUrlEnvironment[],
  baseUrls: BaseUrl[],
  serverVariables: ServerVariable[],
): Environments {
  return {
    kind: 'environments',
    mode: 'multi',
    environments,
    baseUrls,
    defaultEnvironmentId: environments[0]!.id,
    serverVariables,
  };
}
