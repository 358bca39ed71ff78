/**
 * The configuration shapes this package reads: the `output`, `github`, `metadata`,
 * `reviewers` and `whitelabel` sections of `generators.yml`, as `@bracken/config` types them,
 * so a loaded configuration can be passed in as it is.
 */
import type {
  GeneratorMetadataConfig,
  GeneratorsYml,
  GithubConfig,
  MetadataConfig,
  OutputConfig,
  ReviewersConfig,
} from '@bracken/config';

/** `output`, by `location`. */
export type PublishOutputConfig = OutputConfig;

/** `teams` and `users` asked to review a pull request. */
export type PublishReviewers = ReviewersConfig;

/**
 * `github`: delivery to a GitHub repository, or to any git host (`uri`). Called as a
 * library, self-hosted delivery also takes `license` and `reviewers`.
 */
export type PublishGithubConfig =
  | Exclude<GithubConfig, { uri: string }>
  | (Extract<GithubConfig, { uri: string }> & { license?: string; reviewers?: ReviewersConfig });

/**
 * Package metadata: the per-generator keys and the global keys in one object (pass
 * `{ ...globalMetadata, ...generatorMetadata }`).
 */
export type PublishMetadata = MetadataConfig & GeneratorMetadataConfig;

/** `whitelabel.github`: the account that authors commits and authenticates pushes. */
export type WhitelabelGithub = NonNullable<NonNullable<GeneratorsYml['whitelabel']>['github']>;
