import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadGeneratorsSchema } from '../schema';
import { renderConfigurationDocs, slug } from './render-docs';

const DOC = join(__dirname, '..', '..', '..', '..', 'docs', 'configuration.md');

describe('docs/configuration.md', () => {
  it('matches a fresh render of the schema (run `npx tsx packages/config/scripts/gen-docs.ts` to update)', () => {
    expect(readFileSync(DOC, 'utf8')).toBe(renderConfigurationDocs(loadGeneratorsSchema()));
  });

  it('renders the same text twice', () => {
    expect(renderConfigurationDocs(loadGeneratorsSchema())).toBe(renderConfigurationDocs(loadGeneratorsSchema()));
  });

  it('documents keys with their defaults and links', () => {
    const text = renderConfigurationDocs(loadGeneratorsSchema());
    expect(text).toContain(
      '| `inline-path-parameters` | boolean | `true` | Include path parameters in the generated inlined request. |',
    );
    expect(text).toContain('| `output` | [output](#output) |  | Where the SDK is published. |');
    expect(text).toContain('One of: [npm output](#npm-output), [maven output](#maven-output)');
    expect(text).toContain('# yaml-language-server: $schema=https://bracken.dev/schemas/generators.schema.json');
  });

  it('makes GitHub-style anchors', () => {
    expect(slug('github (self-hosted)')).toBe('github-self-hosted');
    expect(slug('api.settings')).toBe('apisettings');
  });
});
