import { posix } from 'node:path';
import { addGeneratorEntry } from '@bracken/config';
import { pascalCase, type SdkProjectLayout } from '@bracken/ir';
import { findGenerator, starterGenerator } from '../generators';
import { readJsonFile, WorkspaceError, type FileTree } from './file-tree';
import {
  addToWorkspaces,
  coveredByWorkspaces,
  GENERATED_DIR,
  npmScope,
  projectFolder,
  relativeFrom,
  workspaceGlobs,
} from './layout';

/** Options of {@link scaffoldSdkProject}. */
export interface ScaffoldSdkProjectOptions {
  /** Folder of the new project, as given on the command line. */
  directory: string;
  /** Name of the project holding the `generators.yml`. */
  api: string;
  /** Workspace-relative folder of that project. */
  apiRoot: string;
  /** Group to add the generator to; created when missing. @default "typescript" */
  group?: string;
  /** Generator of the new entry. @default the installed TypeScript SDK generator */
  generatorName?: string;
  /** Version of the new entry. @default the version of the installed generator */
  generatorVersion?: string;
  /** Namespace the SDK exports. @default the PascalCase form of `api` */
  namespaceExport?: string;
  /** Package name of the project. @default the workspace's npm scope and the folder's name */
  importPath?: string;
  /** Name of the project. @default the package name in a package-manager workspace, else the folder's name */
  name?: string;
  /** The command that creates an API project, named when `apiRoot` holds no `generators.yml`. */
  apiCommand?: string;
}

/** What {@link scaffoldSdkProject} wrote, for the build tool to register the project. */
export interface ScaffoldedSdkProject {
  /** Workspace-relative folder. */
  root: string;
  name: string;
  packageName: string;
  group: string;
  /** What the generator writes (`typescript`); `undefined` for a generator that is not installed. */
  language?: string;
  /** Whether the package-manager workspaces hold its `package.json`, which then makes it a project. */
  workspacePackage: boolean;
  /** Its layout, as its generator gives it; a generator without one gives a project holding only the output. */
  layout: SdkProjectLayout;
}

/**
 * Adds a generator entry to a group of the API project's `generators.yml` (keeping its comments
 * and formatting), writing into `generated/` of a new project, and scaffolds that project as the
 * generator lays it out (the TypeScript SDK generator: a package with its tsconfig files and its
 * `build` and `typecheck` commands). A folder the package-manager workspaces do not cover yet is
 * added to them when the project is a package.
 *
 * @throws WorkspaceError when the folder is outside the workspace or already holds a project, or
 * `apiRoot` holds no `generators.yml`.
 * @example
 * const project = scaffoldSdkProject(tree, { directory: 'packages/petstore-ts', api: 'petstore', apiRoot: 'packages/petstore' });
 * project.layout.tasks['build']?.command; // 'tsc --build tsconfig.lib.json'
 */
export function scaffoldSdkProject(tree: FileTree, options: ScaffoldSdkProjectOptions): ScaffoldedSdkProject {
  const root = projectFolder(options.directory, 'an SDK project');
  if (tree.exists(posix.join(root, 'project.json')) || tree.exists(posix.join(root, 'package.json'))) {
    throw new WorkspaceError(`cannot create SDK project: ${root} already holds a project`);
  }
  const folderName = posix.basename(root);
  const scope = npmScope(tree);
  const packageName = options.importPath ?? (scope === undefined ? folderName : `@${scope}/${folderName}`);
  const group = options.group ?? 'typescript';
  const starter = starterGenerator(options.generatorName);
  const configFile = posix.join(options.apiRoot, 'generators.yml');
  const config = tree.read(configFile, 'utf-8');
  if (config === null) {
    const hint = options.apiCommand === undefined ? '' : ` (create it with ${options.apiCommand})`;
    throw new WorkspaceError(`cannot add an SDK to ${options.api}: ${configFile} does not exist${hint}`);
  }
  const entry = addGeneratorEntry(config, configFile, group, {
    name: starter.name,
    version: options.generatorVersion ?? starter.version,
    outputPath: relativeFrom(options.apiRoot, posix.join(root, GENERATED_DIR)),
    config: { namespaceExport: options.namespaceExport ?? pascalCase(options.api) },
  });
  tree.write(configFile, entry.text);

  const plugin = findGenerator(starter.name);
  const context = {
    packageName,
    root,
    outputDir: GENERATED_DIR,
    readJson: (path: string): unknown => readJsonFile(tree, path),
  };
  const layout = plugin?.sdkProject?.(context) ?? {
    files: [],
    workspaceFiles: [],
    devDependencies: {},
    hiddenFiles: [],
    sourceRoot: GENERATED_DIR,
    tasks: {},
  };
  const workspacePackage = workspaceGlobs(tree).length > 0 && layout.files.some((file) => file.path === 'package.json');
  if (workspacePackage && !coveredByWorkspaces(tree, root)) addToWorkspaces(tree, root);
  const text = (contents: string | Uint8Array): string =>
    typeof contents === 'string' ? contents : Buffer.from(contents).toString('utf8');
  for (const file of layout.files) tree.write(posix.join(root, file.path), text(file.contents));
  for (const file of layout.workspaceFiles) tree.write(file.path, text(file.contents));
  return {
    root,
    name: options.name ?? (workspacePackage ? packageName : folderName),
    packageName,
    group,
    language: plugin?.language,
    workspacePackage,
    layout,
  };
}
