// Rewrites dist/yaml.js (which tsc emits as a re-export of the `yaml` package) as one file
// holding the parts of the library it exports. Runs after tsc in this package's build.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const manifest = JSON.parse(readFileSync(require.resolve('yaml/package.json'), 'utf8'));

buildSync({
  entryPoints: [join(root, 'src', 'yaml.ts')],
  outfile: join(root, 'dist', 'yaml.js'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node18',
  logLevel: 'warning',
  banner: {
    js: `// yaml ${manifest.version} (ISC licence, ${manifest.homepage ?? 'https://eemeli.org/yaml/'}), bundled into one file.`,
  },
});
