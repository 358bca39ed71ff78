import { join, posix } from 'node:path';
import { GENERATORS_SCHEMA_ID } from '@bracken/config';
import { pascalCase } from '@bracken/ir';
import { WorkspaceError, type FileTree } from './file-tree';
import { projectFolder } from './layout';
import { renderTemplates } from './templates';

/** Definition formats an API project can start from. */
export type ApiFormat = 'openapi' | 'asyncapi' | 'proto';

/** Options of {@link scaffoldApiProject}. */
export interface ScaffoldApiProjectOptions {
  /** Project root, relative to the workspace root, e.g. `apis/petstore`. */
  directory: string;
  /** Project name. @default the last folder of `directory` */
  name?: string;
  /** Starter definition to write. @default "openapi" */
  format?: ApiFormat;
  /** The command that adds an SDK to the project, named in a comment of `generators.yml`; no comment without it. */
  sdkCommand?: string;
}

/** Where {@link scaffoldApiProject} wrote the project. */
export interface ScaffoldedApiProject {
  /** Workspace-relative folder. */
  root: string;
  name: string;
}

/**
 * Writes an API project into the tree: a `generators.yml` that starts with the schema directive
 * and names a starter definition of the format asked for (an OpenAPI or AsyncAPI document, or a
 * protobuf root with one service), titled after the project.
 *
 * @throws WorkspaceError when the folder is outside the workspace or already holds a `generators.yml`.
 * @example
 * scaffoldApiProject(tree, { directory: 'apis/petstore' }); // { root: 'apis/petstore', name: 'petstore' }
 */
export function scaffoldApiProject(tree: FileTree, options: ScaffoldApiProjectOptions): ScaffoldedApiProject {
  const root = projectFolder(options.directory, 'an API project');
  const name = options.name ?? posix.basename(root);
  if (tree.exists(posix.join(root, 'generators.yml'))) {
    throw new WorkspaceError(`cannot create API project ${name}: ${root}/generators.yml already exists`);
  }
  const format = options.format ?? 'openapi';
  // A protobuf package segment holds lower-case letters and digits only.
  const proto = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  const substitutions = {
    name,
    directory: root,
    title: pascalCase(name),
    className: pascalCase(name),
    // Words split at case changes and separators, digits kept with their word: `payments-v2`.
    fileName: name
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .toLowerCase()
      .replace(/[\s_]+/g, '-'),
    format,
    schemaId: GENERATORS_SCHEMA_ID,
    sdkCommand: options.sdkCommand,
    protoPackage: `${proto}.v1`,
    protoDir: `${proto}/v1`,
  };
  // Both src/workspace and dist/workspace sit two folders below the package root.
  const templates = join(__dirname, '..', '..', 'templates', 'api');
  renderTemplates(tree, join(templates, 'common'), root, substitutions);
  renderTemplates(tree, join(templates, format), root, substitutions);
  return { root, name };
}
