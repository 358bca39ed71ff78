/** The name under which `nx.json` registers the plugin. */
export const PLUGIN_NAME = '@bracken/nx';
