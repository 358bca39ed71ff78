/**
 * The configuration shapes this package reads. They match the `output`, `github`,
 * `metadata`, `reviewers` and `whitelabel` sections of `generators.yml` structurally, so the
 * loaded configuration can be passed in as it is.
 */

/** `output`, by `location`. */
export type PublishOutputConfig =
  | { location: 'npm'; 'package-name': string; url?: string; token?: string }
  | {
      location: 'maven';
      coordinate: string;
      url?: string;
      username?: string;
      password?: string;
      signature?: { keyId: string; password: string; secretKey: string };
    }
  | {
      location: 'pypi';
      'package-name': string;
      url?: string;
      token?: string;
      username?: string;
      password?: string;
      metadata?: { keywords?: string[]; 'documentation-link'?: string; 'homepage-link'?: string };
    }
  | { location: 'nuget'; 'package-name': string; url?: string; 'api-key'?: string }
  | { location: 'rubygems'; 'package-name': string; url?: string; 'api-key'?: string }
  | { location: 'postman'; 'api-key': string; 'workspace-id': string; 'collection-id'?: string }
  | { location: 'local-file-system'; path: string };

/** `teams` and `users` asked to review a pull request. */
export interface PublishReviewers {
  teams?: Array<{ name: string }>;
  users?: Array<{ name: string }>;
}

/** `github`: delivery to a GitHub repository, or to any git host (`uri`). */
export type PublishGithubConfig =
  | {
      /** `owner/name`. */
      repository: string;
      /** @default "release" */
      mode?: 'release' | 'push' | 'pull-request';
      branch?: string;
      license?: string;
      reviewers?: PublishReviewers;
    }
  | {
      /** Full repository URL. */
      uri: string;
      /** Write-capable token, as `${ENV}`. */
      token: string;
      /** @default "push" */
      mode?: 'push' | 'pull-request';
      branch?: string;
      license?: string;
      reviewers?: PublishReviewers;
    };

/**
 * Package metadata: the per-generator keys and the global keys in one object (pass
 * `{ ...globalMetadata, ...generatorMetadata }`).
 */
export interface PublishMetadata {
  'package-description'?: string;
  description?: string;
  author?: string;
  email?: string;
  authors?: Array<{ name: string; email: string }>;
  'reference-url'?: string;
  license?: string;
}

/** `whitelabel.github`: the account that authors commits and authenticates pushes. */
export interface WhitelabelGithub {
  username: string;
  email: string;
  /** Personal access token, as `${ENV}`. */
  token: string;
}
