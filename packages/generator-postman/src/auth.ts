import type { AuthScheme, IntermediateRepresentation } from '@bracken/ir';
import type { PostmanAuth, PostmanKeyValue, PostmanVariable } from './postman-types';

/** The Postman form of one auth scheme, with the variables it reads. */
export interface SchemeAuth {
  /** Request auth, when Postman has a native type for the scheme. */
  auth?: PostmanAuth;
  /** Headers to add instead, for schemes Postman cannot express (a cookie). */
  headers: PostmanKeyValue[];
  variables: PostmanVariable[];
}

const text = (key: string, value: string): PostmanKeyValue => ({ key, value, type: 'string' });

function variable(key: string, docs: string, env: string | undefined, value = ''): PostmanVariable {
  const from = env !== undefined ? ` (the SDK reads it from ${env})` : '';
  return { key, value, type: 'string', description: `${docs}${from}` };
}

/** Maps an IR auth scheme to Postman auth and collection variables. */
export function schemeAuth(ir: IntermediateRepresentation, scheme: AuthScheme): SchemeAuth {
  switch (scheme.kind) {
    case 'bearer': {
      const key = scheme.token.camelCase;
      const variables = [variable(key, 'Bearer token', scheme.env)];
      if (scheme.prefix === 'Bearer')
        return { auth: { type: 'bearer', bearer: [text('token', `{{${key}}}`)] }, headers: [], variables };
      const value = scheme.prefix === '' ? `{{${key}}}` : `${scheme.prefix} {{${key}}}`;
      return {
        auth: { type: 'apikey', apikey: [text('key', 'Authorization'), text('value', value), text('in', 'header')] },
        headers: [],
        variables,
      };
    }
    case 'basic': {
      const user = scheme.username.name.camelCase;
      const password = scheme.password.name.camelCase;
      const variables = [
        ...(scheme.username.omit ? [] : [variable(user, 'Basic auth user name', scheme.username.env)]),
        ...(scheme.password.omit ? [] : [variable(password, 'Basic auth password', scheme.password.env)]),
      ];
      return {
        auth: {
          type: 'basic',
          basic: [
            text('username', scheme.username.omit ? '' : `{{${user}}}`),
            text('password', scheme.password.omit ? '' : `{{${password}}}`),
          ],
        },
        headers: [],
        variables,
      };
    }
    case 'header': {
      const key = scheme.name.camelCase;
      const value = scheme.prefix !== undefined && scheme.prefix !== '' ? `${scheme.prefix} {{${key}}}` : `{{${key}}}`;
      const variables = [variable(key, `Value of ${scheme.wireName}`, scheme.env)];
      if (scheme.location === 'cookie') {
        return { headers: [{ key: 'Cookie', value: `${scheme.wireName}=${value}`, type: 'text' }], variables };
      }
      return {
        auth: {
          type: 'apikey',
          apikey: [text('key', scheme.wireName), text('value', value), text('in', scheme.location)],
        },
        headers: [],
        variables,
      };
    }
    case 'oauth': {
      const tokenPath = scheme.getToken?.endpointId.replace(/^(?:[^:]+::)?[A-Z]+ /, '');
      const tokenUrl = scheme.tokenUrl ?? (tokenPath !== undefined ? `{{baseUrl}}${tokenPath}` : '');
      return {
        auth: {
          type: 'oauth2',
          oauth2: [
            text('grant_type', 'client_credentials'),
            text('accessTokenUrl', tokenUrl),
            text('clientId', '{{clientId}}'),
            text('clientSecret', '{{clientSecret}}'),
            text('scope', scheme.scopes.join(' ')),
            text('accessToken', '{{accessToken}}'),
            text('headerPrefix', scheme.tokenPrefix),
            text('addTokenTo', 'header'),
          ],
        },
        headers: [],
        variables: [
          variable('clientId', 'OAuth client id', scheme.clientIdEnv),
          variable('clientSecret', 'OAuth client secret', scheme.clientSecretEnv),
          variable(
            'accessToken',
            `Access token from the token endpoint${ir.title !== '' ? ` of ${ir.title}` : ''}`,
            undefined,
          ),
        ],
      };
    }
  }
}
