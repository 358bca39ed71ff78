import type { SchemaNode } from '../schema';
import { unescapePointerSegment } from '@bracken/errors';

type Node = SchemaNode;

function isNode(value: unknown): value is Node {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** GitHub-style heading anchor. */
export function slug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/ /g, '-');
}

function cell(text: string): string {
  return text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');
}

class Renderer {
  private readonly defs: Record<string, Node>;

  constructor(private readonly schema: Node) {
    this.defs = isNode(schema['definitions']) ? (schema['definitions'] as Record<string, Node>) : {};
  }

  /** Follow a local `#/...` reference. */
  resolve(ref: string): Node | undefined {
    let node: unknown = this.schema;
    for (const raw of ref.replace(/^#\//, '').split('/')) {
      const part = unescapePointerSegment(raw);
      node = isNode(node) ? node[part] : undefined;
    }
    return isNode(node) ? node : undefined;
  }

  /** The titled definition a reference names, if it is a whole definition. */
  titledDefinition(ref: string): { name: string; node: Node } | undefined {
    const match = /^#\/definitions\/([^/]+)$/.exec(ref);
    const name = match?.[1];
    const node = name ? this.defs[name] : undefined;
    return name && node && typeof node['title'] === 'string' ? { name, node } : undefined;
  }

  link(node: Node): string {
    const title = String(node['title']);
    return `[${title}](#${slug(title)})`;
  }

  typeText(node: Node): string {
    const ref = node['$ref'];
    if (typeof ref === 'string') {
      const titled = this.titledDefinition(ref);
      if (titled) return this.link(titled.node);
      const target = this.resolve(ref);
      return target ? this.typeText(target) : 'see schema';
    }
    if ('const' in node) return `\`${JSON.stringify(node['const'])}\``;
    if (Array.isArray(node['enum'])) return node['enum'].map((v) => `\`${JSON.stringify(v)}\``).join(', ');
    const types = Array.isArray(node['type'])
      ? node['type'].map(String)
      : typeof node['type'] === 'string'
        ? [node['type']]
        : [];
    const words = types.map((t) => {
      if (t === 'array') {
        const items = isNode(node['items']) ? this.typeText(node['items']) : 'values';
        return `list of ${items}`;
      }
      if (t === 'object') {
        if (isNode(node['additionalProperties'])) return `map of ${this.typeText(node['additionalProperties'])}`;
        return 'object';
      }
      // A long pattern reads worse than the description that says it in words.
      if (t === 'string' && typeof node['pattern'] === 'string' && node['pattern'].length <= 40)
        return `string \`${node['pattern']}\``;
      return t;
    });
    return words.length > 0 ? words.join(' or ') : 'object';
  }

  descriptionOf(node: Node): string {
    if (typeof node['description'] === 'string') return node['description'];
    const ref = node['$ref'];
    if (typeof ref === 'string') {
      const target = this.resolve(ref);
      if (target) return this.descriptionOf(target);
    }
    return '';
  }

  defaultOf(node: Node): string {
    if ('default' in node) return `\`${JSON.stringify(node['default'])}\``;
    const ref = node['$ref'];
    if (typeof ref === 'string' && !this.titledDefinition(ref)) {
      const target = this.resolve(ref);
      if (target) return this.defaultOf(target);
    }
    return '';
  }

  /** Variants reached through if/then/else or allOf, as links. */
  variants(node: Node): string[] {
    const out: string[] = [];
    const visit = (n: unknown): void => {
      if (!isNode(n)) return;
      const ref = n['$ref'];
      if (typeof ref === 'string') {
        const titled = this.titledDefinition(ref);
        if (titled) out.push(this.link(titled.node));
      }
      visit(n['then']);
      visit(n['else']);
      if (Array.isArray(n['allOf'])) n['allOf'].forEach(visit);
    };
    visit({ then: node['then'], else: node['else'], allOf: node['allOf'] });
    return [...new Set(out)];
  }

  propertiesTable(node: Node, headingLevel: number, prefix: string, owner: string, out: string[]): void {
    const props = isNode(node['properties']) ? (node['properties'] as Record<string, Node>) : {};
    // Reader settings a generator may override are described once, on "Generator config".
    const names = Object.keys(props).filter((name) => !('x-bracken-override' in (props[name] ?? {})));
    if (names.length === 0) return;
    const required = Array.isArray(node['required']) ? node['required'].map(String) : [];
    out.push('| Key | Type | Default | Description |', '|---|---|---|---|');
    const nested: Array<[string, Node]> = [];
    for (const name of names) {
      const prop = props[name] ?? {};
      const requiredMark = required.includes(name) ? ' (required)' : '';
      out.push(
        `| \`${name}\`${requiredMark} | ${cell(this.typeText(prop))} | ${cell(this.defaultOf(prop))} | ${cell(this.descriptionOf(prop))} |`,
      );
      if (!('$ref' in prop) && isNode(prop['properties'])) nested.push([name, prop]);
      const items = prop['items'];
      if (isNode(items) && !('$ref' in items) && isNode(items['properties'])) nested.push([`${name}[]`, items]);
    }
    out.push('');
    for (const [name, child] of nested) {
      const path = prefix ? `${prefix}.${name}` : name;
      out.push(`${'#'.repeat(Math.min(headingLevel, 6))} \`${path}\` (${owner})`, '');
      const text = this.descriptionOf(child);
      if (text) out.push(text, '');
      this.propertiesTable(child, headingLevel + 1, path, owner, out);
    }
  }

  render(): string {
    const out: string[] = [];
    const id = String(this.schema['$id'] ?? '');
    out.push(
      '# `generators.yml` reference',
      '',
      '<!-- Generated from packages/config/schema/generators.schema.json by packages/config/scripts/gen-docs.ts. Edit the schema, then run `npx tsx packages/config/scripts/gen-docs.ts`. -->',
      '',
      String(this.schema['description'] ?? ''),
      '',
      'Start the file with this line so editors validate and complete it:',
      '',
      '```yaml',
      `# yaml-language-server: $schema=${id}`,
      '```',
      '',
      'Credentials (`token`, `password`, `api-key`, `signature.secretKey`, `signature.password`, `whitelabel.github.token`, github `token`) take an environment variable reference such as `${NPM_TOKEN}` or a placeholder such as `<API_KEY>`; they are resolved only when publishing. `bracken check` warns about values that look like literal secrets.',
      '',
      '## Top-level keys',
      '',
    );
    this.propertiesTable(this.schema, 3, '', 'top level', out);
    for (const def of Object.values(this.defs)) {
      if (typeof def['title'] !== 'string') continue;
      out.push(`## ${def['title']}`, '');
      const text = this.descriptionOf(def);
      if (text) out.push(text, '');
      const variants = this.variants(def);
      if (variants.length > 0) out.push(`One of: ${variants.join(', ')}.`, '');
      const props = isNode(def['properties']) ? Object.keys(def['properties']) : [];
      if (props.length === 0 && variants.length === 0) out.push(`Type: ${this.typeText(def)}.`, '');
      this.propertiesTable(def, 3, '', String(def['title']), out);
    }
    return `${out
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd()}\n`;
  }
}

/**
 * Render the Markdown reference of `generators.yml` from the schema's titles,
 * descriptions and defaults. Deterministic: the same schema gives the same text.
 *
 * @example
 * ```ts
 * writeFileSync('docs/configuration.md', renderConfigurationDocs(loadGeneratorsSchema()));
 * ```
 */
export function renderConfigurationDocs(schema: SchemaNode): string {
  return new Renderer(schema).render();
}
