import { BrackenError } from '@bracken/errors';

/** Steps of a delivery, named in every {@link PublishError}. */
export type PublishStep =
  | 'validate'
  | 'credentials'
  | 'prepare'
  | 'build'
  | 'pack'
  | 'publish'
  | 'clone'
  | 'commit'
  | 'push'
  | 'tag'
  | 'release'
  | 'pull-request'
  | 'rollback'
  | 'copy'
  | 'replay';

/** Base class of every error thrown by `@bracken/publish`. */
export class BrackenPublishError extends BrackenError {
  static override readonly defaultCode = 'publish';
  override name = 'BrackenPublishError';
}

/**
 * A delivery step failed. The message reads `<step> failed: <target>: <reason>` and never
 * holds a secret: every value it was built from went through the redactor first.
 */
export class PublishError extends BrackenPublishError {
  override name = 'PublishError';
  /** The step that failed. */
  readonly step: PublishStep;
  /** What was being published to, for example `npm @acme/sdk@1.2.0` or a repository URL. */
  readonly target: string;
  /** Why it failed, without the step and target. */
  readonly reason: string;

  constructor(step: PublishStep, target: string, reason: string) {
    super(`${step} failed: ${target}: ${reason}`, { code: `publish-${step}` });
    this.step = step;
    this.target = target;
    this.reason = reason;
  }
}
