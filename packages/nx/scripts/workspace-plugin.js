// Loads the plugin from its TypeScript sources, so a workspace that develops @bracken/nx
// (this repository) infers targets with the current code, before anything is built.
// nx.json: { "plugins": [{ "plugin": "./packages/nx/scripts/workspace-plugin.js" }] }
const { join } = require('node:path');

function loadFromSource() {
  const { register } = require('tsx/cjs/api');
  const scoped = register({ namespace: 'bracken-nx-workspace-plugin' });
  return scoped.require(join(__dirname, '..', 'src', 'plugins', 'plugin.ts'), __filename);
}

function loadBuilt() {
  return require(join(__dirname, '..', 'dist', 'plugins', 'plugin.js'));
}

let plugin;
try {
  plugin = loadFromSource();
} catch (sourceError) {
  try {
    plugin = loadBuilt();
  } catch {
    // Neither a TypeScript loader nor a build: stay inert instead of failing every nx command.
    process.emitWarning(`@bracken/nx workspace plugin not loaded: ${sourceError.message}`);
    plugin = {};
  }
}

module.exports = {
  name: '@bracken/nx',
  createNodes: plugin.createNodes,
  createNodesV2: plugin.createNodesV2,
  createDependencies: plugin.createDependencies,
};
