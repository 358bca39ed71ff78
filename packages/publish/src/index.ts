export { BrackenPublishError, PublishError } from './errors';
export type { PublishStep } from './errors';
export { publishOutput, mergeReviewers } from './publish-output';
export type { PublishOutputArgs, PublishResult } from './publish-output';
export type { GitDeliveryResult, ReplayOutcome } from './git';
export { DEFAULT_GITHUB_URL, GENERATED_REF, RELEASE_RECORD_REF } from './git';
export { readGitReleaseRecord } from './release-record';
export { LOCAL_GENERATED_REF_PREFIX, localGeneratedRef, replayIntoFolder } from './local-replay';
export type { LocalReplayOptions, LocalReplayResult } from './local-replay';
export type { ReadReleaseRecordArgs } from './release-record';
export { DEFAULT_GITHUB_API_URL } from './github-api';
export { DEFAULT_NPM_REGISTRY } from './npm';
export { DEFAULT_POSTMAN_API_URL, POSTMAN_COLLECTION_FILE } from './postman';
export { createRedactor } from './redact';
export type { Redactor } from './redact';
export { isCredentialReference } from './credentials';
export { BRACKENIGNORE_FILE } from './brackenignore';
export { copyGeneratedFiles } from './tree';
export {
  assertReplaceable,
  formatOutputManifest,
  inspectOutputFolder,
  OUTPUT_MARKER_FILE,
  OutputFolderError,
  replaceOutputFolder,
  replaceProblem,
  resolveRealPath,
} from './output-folder';
export type { OutputFolderState, OutputManifest, ReplaceOutputFolderOptions } from './output-folder';
export { validateGithubConfig, validateOutputConfig, validateReviewers, validateWhitelabel } from './validate';
export type { PublishProblem } from './validate';
export type {
  PublishGithubConfig,
  PublishMetadata,
  PublishOutputConfig,
  PublishReviewers,
  WhitelabelGithub,
} from './types';
