import { isCredentialReference } from './credentials';

/** One problem found in an `output` or `github` section. */
export interface PublishProblem {
  /** Path of the offending field, for example `output.coordinate`. */
  path: string;
  message: string;
}

type Fields = Record<string, unknown>;

const NPM_NAME = /^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/;
const MAVEN_PART = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;
const MAVEN_GROUP = /^[A-Za-z_][A-Za-z0-9_-]*(\.[A-Za-z_][A-Za-z0-9_-]*)*$/;
const PYPI_NAME = /^([A-Za-z0-9]|[A-Za-z0-9][A-Za-z0-9._-]*[A-Za-z0-9])$/;
const NUGET_ID = /^[A-Za-z0-9_]+([.-][A-Za-z0-9_]+)*$/;
const GEM_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const GPG_KEY_ID = /^(0x)?([0-9A-Fa-f]{8}|[0-9A-Fa-f]{16}|[0-9A-Fa-f]{40})$/;
const POSTMAN_ID = /^[A-Za-z0-9][A-Za-z0-9-]*$/;
const GITHUB_REPOSITORY = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\/[A-Za-z0-9._-]+$/;
const GIT_BRANCH = /^(?!\/|.*\/\/|.*\.\.|.*\/$|.*\.lock$|.*@\{)[^\s~^:?*[\\]+$/;

const LOCATION_FIELDS: Record<string, string[]> = {
  npm: ['package-name', 'url', 'token'],
  maven: ['coordinate', 'url', 'username', 'password', 'signature'],
  pypi: ['package-name', 'url', 'token', 'username', 'password', 'metadata'],
  nuget: ['package-name', 'url', 'api-key'],
  rubygems: ['package-name', 'url', 'api-key'],
  postman: ['api-key', 'workspace-id', 'collection-id'],
  'local-file-system': ['path'],
};

/**
 * Checks every field of an `output` section: required keys, unknown keys, name and
 * coordinate formats, URL shapes, and that every credential is an `${ENV}` reference or a
 * `<PLACEHOLDER>`. Returns an empty list when the section is valid.
 *
 * @example
 * ```ts
 * validateOutputConfig({ location: 'maven', coordinate: 'com.acme:sdk' }); // []
 * ```
 */
export function validateOutputConfig(output: unknown): PublishProblem[] {
  const problems: PublishProblem[] = [];
  if (!isFields(output)) return [{ path: 'output', message: 'expected an object with a `location`' }];
  const location = output['location'];
  if (typeof location !== 'string' || !(location in LOCATION_FIELDS)) {
    return [
      {
        path: 'output.location',
        message: `expected one of ${Object.keys(LOCATION_FIELDS).join(', ')}`,
      },
    ];
  }
  const check = createChecker(output, 'output', problems);
  check.knownKeys(['location', ...(LOCATION_FIELDS[location] ?? [])]);
  switch (location) {
    case 'npm':
      check.required(
        'package-name',
        (v) => NPM_NAME.test(v) && v.length <= 214,
        'a lowercase npm package name such as `@acme/sdk`',
      );
      check.url('url');
      check.credential('token');
      break;
    case 'maven': {
      check.required('coordinate', isMavenCoordinate, 'groupId:artifactId, for example `com.acme:acme-sdk`');
      check.url('url');
      check.optionalString('username');
      check.credential('password');
      checkNested(
        output,
        'output',
        'signature',
        problems,
        {
          expected: 'expected an object with keyId, password and secretKey',
          known: ['keyId', 'password', 'secretKey'],
        },
        (sig) => {
          sig.required(
            'keyId',
            (v) => GPG_KEY_ID.test(v) || isCredentialReference(v),
            'a GPG key id (8, 16 or 40 hex digits)',
          );
          sig.credential('password', true);
          sig.credential('secretKey', true);
        },
      );
      break;
    }
    case 'pypi': {
      check.required('package-name', (v) => PYPI_NAME.test(v), 'a PyPI project name (letters, digits, `.`, `_`, `-`)');
      check.url('url');
      check.credential('token', false, ['OIDC']);
      check.optionalString('username');
      check.credential('password');
      checkNested(
        output,
        'output',
        'metadata',
        problems,
        { expected: 'expected an object', known: ['keywords', 'documentation-link', 'homepage-link'] },
        (meta, metadata) => {
          const keywords = metadata['keywords'];
          if (
            keywords !== undefined &&
            (!Array.isArray(keywords) || !keywords.every((k) => typeof k === 'string' && k !== ''))
          ) {
            problems.push({ path: 'output.metadata.keywords', message: 'expected a list of non-empty strings' });
          }
          meta.url('documentation-link');
          meta.url('homepage-link');
        },
      );
      break;
    }
    case 'nuget':
      check.required(
        'package-name',
        (v) => NUGET_ID.test(v) && v.length <= 100,
        'a NuGet package id such as `Acme.Sdk`',
      );
      check.url('url');
      check.credential('api-key');
      break;
    case 'rubygems':
      check.required('package-name', (v) => GEM_NAME.test(v), 'a gem name such as `acme_sdk`');
      check.url('url');
      check.credential('api-key');
      break;
    case 'postman':
      check.credential('api-key', true);
      check.required('workspace-id', (v) => POSTMAN_ID.test(v), 'a Postman workspace id');
      check.optional('collection-id', (v) => POSTMAN_ID.test(v), 'a Postman collection id or uid');
      break;
    case 'local-file-system':
      check.required('path', (v) => v.trim() !== '', 'a folder path');
      break;
  }
  return problems;
}

/**
 * Checks a `github` section: `repository` (`owner/name`) or self-hosted `uri` with `token`,
 * the mode, `branch` where a mode needs one, `license` and `reviewers`.
 *
 * @example
 * ```ts
 * validateGithubConfig({ repository: 'acme/sdk', mode: 'push' }); // [{ path: 'github.branch', … }]
 * ```
 */
export function validateGithubConfig(github: unknown): PublishProblem[] {
  const problems: PublishProblem[] = [];
  if (!isFields(github)) return [{ path: 'github', message: 'expected an object with `repository` or `uri`' }];
  const check = createChecker(github, 'github', problems);
  const selfHosted = github['uri'] !== undefined;
  if (selfHosted && github['repository'] !== undefined) {
    problems.push({ path: 'github', message: '`repository` and `uri` are mutually exclusive' });
  }
  if (selfHosted) {
    check.knownKeys(['uri', 'token', 'mode', 'branch', 'license', 'reviewers']);
    check.required(
      'uri',
      isRepositoryUri,
      'a full repository URL without credentials, such as `https://git.example.com/acme/sdk.git`',
    );
    check.credential('token', true);
    check.optional('mode', (v) => v === 'push' || v === 'pull-request', '`push` or `pull-request`');
  } else {
    check.knownKeys(['repository', 'mode', 'branch', 'license', 'reviewers']);
    check.required('repository', (v) => GITHUB_REPOSITORY.test(v), '`owner/name`');
    check.optional(
      'mode',
      (v) => v === 'release' || v === 'push' || v === 'pull-request',
      '`release`, `push` or `pull-request`',
    );
    if (github['mode'] === 'push' && github['branch'] === undefined) {
      problems.push({ path: 'github.branch', message: 'required when mode is `push`' });
    }
  }
  check.optional('branch', (v) => GIT_BRANCH.test(v), 'a valid git branch name');
  check.optional('license', (v) => v.trim() !== '', '`MIT`, `Apache-2.0` or a license file name');
  problems.push(...validateReviewers(github['reviewers'], 'github.reviewers'));
  return problems;
}

/** Checks a `reviewers` object: `teams` and `users`, lists of `{ name }`. */
export function validateReviewers(reviewers: unknown, path = 'reviewers'): PublishProblem[] {
  if (reviewers === undefined) return [];
  if (!isFields(reviewers)) return [{ path, message: 'expected an object with `teams` and `users`' }];
  const problems: PublishProblem[] = [];
  createChecker(reviewers, path, problems).knownKeys(['teams', 'users']);
  for (const key of ['teams', 'users']) {
    const list = reviewers[key];
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      problems.push({ path: `${path}.${key}`, message: 'expected a list of `{ name }` objects' });
      continue;
    }
    list.forEach((entry: unknown, index) => {
      if (!isFields(entry) || typeof entry['name'] !== 'string' || entry['name'] === '') {
        problems.push({ path: `${path}.${key}[${index}].name`, message: 'expected a non-empty string' });
      }
    });
  }
  return problems;
}

/** Checks `whitelabel.github`: `username`, `email` and a `token` reference. */
export function validateWhitelabel(whitelabel: unknown): PublishProblem[] {
  if (whitelabel === undefined) return [];
  if (!isFields(whitelabel))
    return [{ path: 'whitelabel.github', message: 'expected an object with username, email and token' }];
  const problems: PublishProblem[] = [];
  const check = createChecker(whitelabel, 'whitelabel.github', problems);
  check.knownKeys(['username', 'email', 'token']);
  check.required('username', (v) => v.trim() !== '', 'a GitHub user name');
  check.required('email', (v) => /^[^\s@]+@[^\s@]+$/.test(v), 'an e-mail address');
  check.credential('token', true);
  return problems;
}

function isMavenCoordinate(value: string): boolean {
  const parts = value.split(':');
  return parts.length === 2 && MAVEN_GROUP.test(parts[0] ?? '') && MAVEN_PART.test(parts[1] ?? '');
}

function isRepositoryUri(value: string): boolean {
  if (/^[\w.-]+@[\w.-]+:[\w./-]+$/.test(value)) return true;
  try {
    const url = new URL(value);
    // Credentials belong in `token`; a URL is printed in messages.
    if (url.password !== '' || (url.username !== '' && url.protocol !== 'ssh:')) return false;
    return ['https:', 'http:', 'ssh:', 'git:', 'file:'].includes(url.protocol) && url.pathname.length > 1;
  } catch {
    return false;
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function createChecker(fields: Fields, prefix: string, problems: PublishProblem[]) {
  const at = (key: string) => `${prefix}.${key}`;
  const optional = (key: string, valid: (v: string) => boolean, expected: string) => {
    const value = fields[key];
    if (value === undefined) return;
    if (typeof value !== 'string') {
      problems.push({ path: at(key), message: `expected a string: ${expected}` });
    } else if (!valid(value)) {
      problems.push({ path: at(key), message: `expected ${expected}, got ${JSON.stringify(value)}` });
    }
  };
  return {
    knownKeys(known: string[]) {
      for (const key of Object.keys(fields)) {
        if (!known.includes(key))
          problems.push({ path: at(key), message: `unknown field; expected one of ${known.join(', ')}` });
      }
    },
    required(key: string, valid: (v: string) => boolean, expected: string) {
      if (fields[key] === undefined) problems.push({ path: at(key), message: `required: ${expected}` });
      else optional(key, valid, expected);
    },
    optional,
    optionalString(key: string) {
      optional(key, (v) => v !== '', 'a non-empty string');
    },
    url(key: string) {
      optional(key, isHttpUrl, 'an http(s) URL');
    },
    credential(key: string, isRequired = false, keywords: string[] = []) {
      const value = fields[key];
      if (value === undefined) {
        if (isRequired)
          problems.push({ path: at(key), message: 'required: an environment variable reference such as ${MY_TOKEN}' });
        return;
      }
      // The value is never echoed back: it may be a literal secret.
      if (typeof value !== 'string' || !(isCredentialReference(value) || keywords.includes(value))) {
        const extra = keywords.length > 0 ? ` (or ${keywords.join(', ')})` : '';
        problems.push({
          path: at(key),
          message: `must be an environment variable reference such as \${MY_TOKEN} or a <PLACEHOLDER>${extra}, not a literal value`,
        });
      }
    },
  };
}

/**
 * Checks the object under `key` of `fields` (at `prefix.key`), when there is one: a problem
 * reading `expected` when it is not an object, else one per unknown key, then `check` on it.
 */
function checkNested(
  fields: Fields,
  prefix: string,
  key: string,
  problems: PublishProblem[],
  shape: { expected: string; known: string[] },
  check: (checker: ReturnType<typeof createChecker>, nested: Fields) => void,
): void {
  const value = fields[key];
  if (value === undefined) return;
  if (!isFields(value)) {
    problems.push({ path: `${prefix}.${key}`, message: shape.expected });
    return;
  }
  const checker = createChecker(value, `${prefix}.${key}`, problems);
  checker.knownKeys(shape.known);
  check(checker, value);
}
