import { isAbsolute, join } from 'node:path';

/**
 * The folder where Nx plugins keep what they cache between runs, cleared by `nx reset`. It
 * honours the same variables Nx does, which `@nx/devkit` does not export.
 *
 * @param workspaceRoot - absolute workspace root.
 * @example
 * workspaceDataDirectory('/repo'); // '/repo/.nx/workspace-data'
 */
export function workspaceDataDirectory(workspaceRoot: string): string {
  const configured = process.env['NX_WORKSPACE_DATA_DIRECTORY'] ?? process.env['NX_PROJECT_GRAPH_CACHE_DIRECTORY'];
  if (configured === undefined || configured === '') return join(workspaceRoot, '.nx', 'workspace-data');
  return isAbsolute(configured) ? configured : join(workspaceRoot, configured);
}
