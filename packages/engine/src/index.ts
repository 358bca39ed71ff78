export { generate, selectJobs, stagingDirFor } from './generate';
export type { GenerateOptions, GenerateResult, Job } from './generate';
export { check } from './check';
export type { CheckOptions, CheckResult, ExtraCheck } from './check';
export { publish } from './publish';
export { diff } from './diff';
export type { DiffOptions, DiffResult, GeneratorDiff } from './diff';
export { updateApi } from './update-api';
export type { SpecUpdate, UpdateApiOptions, UpdateApiResult } from './update-api';
export { autoreleaseOf, changelogEntry, readReleaseRecord, replayEnabled } from './release-record';
export type { ReleaseRecord } from './release-record';
export type { PublishOptions, PublishRunResult } from './publish';
export type { EngineEvent, EventListener, Failure, GeneratedOutput, RunOptions } from './events';
export { InputsCache, listInputs, outlineInputs } from './inputs';
export type { ConfigInputs, ListInputsOptions } from './inputs';
export { createTextReporter } from './report';
export type { TextOutput, TextReporterOptions } from './report';
export { BrackenEngineError } from './errors';
export { init } from './init';
export type { InitOptions, InitResult } from './init';
export { configDisplayPath, relocateDiagnostic } from './locations';
export {
  findGenerator,
  generatorContext,
  generatorNameOf,
  generatorNames,
  registerGenerator,
  starterGenerator,
} from './generators';
export { installedGenerators } from './installed-generators';
export type { InstalledGenerator } from './installed-generators';
export {
  assertSafeRelativePath,
  displayPath,
  findWorkspaceRoot,
  replaceDirectory,
  writeOwnedFile,
} from './write-output';
export type { FileParts, ReplaceDirectoryOptions } from './write-output';
export { checkDestinations, createDestinationCheck, planDestinations, resolveOutputDirectory } from './destinations';
export type { Destination, DestinationJob, DestinationOptions } from './destinations';
export { readJsonFile, writeJsonFile, WorkspaceError } from './workspace/file-tree';
export type { FileTree } from './workspace/file-tree';
export {
  addToWorkspaces,
  coveredByWorkspaces,
  GENERATED_DIR,
  npmScope,
  offsetFromRoot,
  packageScripts,
  projectFolder,
  relativeFrom,
  workspaceGlobs,
} from './workspace/layout';
export { renderTemplates } from './workspace/templates';
export { scaffoldSdkProject } from './workspace/sdk-project';
export type { ScaffoldedSdkProject, ScaffoldSdkProjectOptions } from './workspace/sdk-project';
export {
  chooseTaskNames,
  groupTaskName,
  planTasks,
  projectDependencies,
  summarizeConfig,
  taskNames,
  treeInputs,
  UPDATE_API_TASK,
} from './workspace/tasks';
export type {
  ConfigProject,
  ConfigSummary,
  PlannedTask,
  ProjectDependency,
  ProjectFolder,
  TaskNames,
  TaskOutput,
} from './workspace/tasks';
export { applyOutputMoves, planOutputMoves } from './workspace/output-moves';
export type { ConfigMoves, OutputMove, SyncProject } from './workspace/output-moves';
export { readPackageVersion } from './workspace/package-version';
export { resolveConfigFile } from './workspace/config-file';
export { peerAtHostVersion } from './workspace/peer-version';
export { scaffoldApiProject } from './workspace/api-project';
export type { ApiFormat, ScaffoldApiProjectOptions, ScaffoldedApiProject } from './workspace/api-project';
export { chooseWorkspaceTaskNames, configDependencies, installedPackages } from './workspace/config-projects';
export type { TaskedProject } from './workspace/config-projects';
