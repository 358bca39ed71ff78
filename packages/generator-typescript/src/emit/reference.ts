import type { HttpEndpoint, Service, TypeReference } from '@bracken/ir';
import { unwrapType } from '@bracken/ir';
import { renderType, viaNamespace, type GeneratorContext } from '../context';
import { escapeMarkdown } from '../printer/escape';
import type { GeneratedFile, Printable } from '../printer/printer';
import { methodNames, paginationPlan, serviceProperties } from './client';
import { planRequest } from './request-plan';
import { clientConstruction, endpointSnippet } from './snippets';

/** The text of a printable as a reader sees it: symbols by their name. */
export function printableText(value: Printable): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const list = value as readonly Printable[];
    let text = '';
    for (let i = 0; i < list.length; i++) text += printableText(list[i]!);
    return text;
  }
  return (value as { name: string }).name;
}

function typeText(ctx: GeneratorContext, type: TypeReference): string {
  return printableText(renderType(ctx, type, viaNamespace(ctx), 'Uploadable'));
}

/** A Markdown table cell: one line, pipes escaped. */
function cell(text: string): string {
  // Each replace runs only when its cheap check says it can match.
  let result = escapeMarkdown(text);
  if (result.includes('\n')) result = result.replace(/\r?\n+/g, ' ');
  if (result.includes('|')) result = result.replace(/\|/g, '\\|');
  return result.trim();
}

function responseText(ctx: GeneratorContext, endpoint: HttpEndpoint): string {
  if (endpoint.streaming?.kind === 'sse') return `core.Stream<${typeText(ctx, endpoint.streaming.eventType)}>`;
  if (endpoint.streaming) return `AsyncIterable<${typeText(ctx, endpoint.streaming.eventType)}>`;
  const response = endpoint.response;
  switch (response.kind) {
    case 'json': {
      const pages = paginationPlan(ctx, endpoint, planRequest(ctx, endpoint), endpoint.pagination);
      return pages
        ? `core.Page<${typeText(ctx, pages.itemType)}, ${typeText(ctx, response.bodyType)}>`
        : typeText(ctx, response.bodyType);
    }
    case 'text':
      return 'string';
    case 'binary':
      return response.asBytes ? 'Uint8Array' : 'ReadableStream<Uint8Array>';
    case 'empty':
      return 'void';
  }
}

interface ParameterRow {
  name: string;
  type: string;
  required: boolean;
  docs: string;
}

function parameterRows(ctx: GeneratorContext, endpoint: HttpEndpoint): { signature: string; rows: ParameterRow[] } {
  const plan = planRequest(ctx, endpoint);
  const args: string[] = [];
  const rows: ParameterRow[] = [];
  for (const p of plan.positional) {
    const type = typeText(ctx, unwrapType(p.parameter.valueType));
    args.push(`${p.local}: ${type}`);
    rows.push({ name: p.local, type, required: true, docs: p.parameter.docs ?? '' });
  }
  const body = endpoint.requestBody;
  if (plan.bodyIsRequest && body) {
    const type =
      body.kind === 'json' || body.kind === 'formUrlEncoded'
        ? typeText(ctx, body.bodyType)
        : body.kind === 'text'
          ? 'string'
          : 'ArrayBuffer | ArrayBufferView | Blob | ReadableStream<Uint8Array>';
    args.push(`request${plan.requestOptional ? '?' : ''}: ${type}`);
    rows.push({ name: 'request', type, required: !plan.requestOptional, docs: body.docs ?? 'The request body.' });
  } else if (plan.members.length > 0) {
    args.push(`request${plan.requestOptional ? '?' : ''}: ${ctx.ns}.${ctx.requestNames.get(endpoint.id)!}`);
    for (const member of plan.members) {
      const type =
        member.source === 'part' && member.part?.isFile
          ? unwrapType(member.type).kind === 'list'
            ? 'Uploadable[]'
            : 'Uploadable'
          : typeText(ctx, member.type);
      rows.push({ name: `request.${member.key}`, type, required: !member.optional, docs: member.docs ?? '' });
    }
  }
  args.push(`requestOptions?: ${ctx.clientName}.RequestOptions`);
  return { signature: args.join(', '), rows };
}

// The reference is written as pieces pushed onto one list and joined once: every line ends
// with its own `\n` piece, and no line is first assembled from its parts.

function endpointSection(out: string[], ctx: GeneratorContext, service: Service, endpoint: HttpEndpoint): void {
  const property = serviceProperties(ctx).get(service.id)!;
  const method = methodNames(service).get(endpoint.id)!;
  const { signature, rows } = parameterRows(ctx, endpoint);
  out.push(
    '### `client.',
    property,
    '.',
    method,
    '(',
    signature,
    ') -> Promise<',
    responseText(ctx, endpoint),
    '>`\n',
    '\n',
  );
  out.push(
    '`',
    endpoint.method,
    ' ',
    endpoint.path,
    '`',
    endpoint.availability === 'deprecated' ? ' (deprecated)\n' : '\n',
    '\n',
  );
  const docs = endpoint.docs ?? endpoint.summary;
  if (docs) out.push(escapeMarkdown(docs.trim()), '\n', '\n');
  if (rows.length > 0) {
    out.push('| Parameter | Type | Required | Description |\n| --- | --- | --- | --- |\n');
    for (const row of rows)
      out.push(
        '| `',
        row.name,
        '` | `',
        cell(row.type),
        row.required ? '` | yes | ' : '` | no | ',
        cell(row.docs),
        ' |\n',
      );
    out.push('\n');
  }
  out.push('```typescript\n', endpointSnippet(ctx, service, endpoint, { call: true }), '\n```\n', '\n');
}

/** `reference.md`: every endpoint grouped by service, with signature, docs, parameters and an example. */
export function emitReference(ctx: GeneratorContext): GeneratedFile {
  const out: string[] = ['# Reference\n\nEvery example uses a client built like this:\n\n```typescript\n'];
  out.push(clientConstruction(ctx), '\n```\n\n');
  for (const service of ctx.ir.services) {
    if (service.endpoints.length === 0) continue;
    const property = serviceProperties(ctx).get(service.id)!;
    out.push('## ', escapeMarkdown(ctx.serviceClassNames.get(service.id)!), '\n\n');
    if (service.docs) out.push(escapeMarkdown(service.docs.trim()), '\n\n');
    out.push('Reached through `client.', property, '`.\n\n');
    for (const endpoint of service.endpoints) endpointSection(out, ctx, service, endpoint);
  }
  let text = out.join('');
  if (text.includes('\n\n\n')) text = text.replace(/\n{3,}/g, '\n\n');
  // The text ends with a code fence and a blank line: dropping the last newline gives what
  // trimming and adding one newline would, without copying the whole text again.
  return { path: 'reference.md', contents: text.endsWith('```\n\n') ? text.slice(0, -1) : `${text.trimEnd()}\n` };
}
