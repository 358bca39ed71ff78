import {
  API,
  baseErrorSymbol,
  coreSymbol,
  errorFile,
  renderType,
  viaTypeImport,
  type GeneratorContext,
} from '../context';
import { docComment, escapeNumber, escapeString } from '../printer/escape';
import { FileBuilder, type GeneratedFile } from '../printer/printer';
import { indexFile } from './types';

/** `<Ns>Error`, `<Ns>TimeoutError` and one class per declared error. */
export function emitErrors(ctx: GeneratorContext): GeneratedFile[] {
  const files: GeneratedFile[] = [];
  const core = coreSymbol(true);

  const base = new FileBuilder(`src/errors/${ctx.errorName}.ts`);
  base.declareLocal(ctx.errorName);
  base.print(
    `/**
 * Thrown when the API answers with an error status the definition does not declare, or
 * when a request fails before a response arrives. Declared errors extend it, with \`TBody\`
 * the type of body the definition declares for them.
 */
export class ${ctx.errorName}<TBody = unknown> extends Error {
    /** HTTP status code, when there was a response. */
    readonly statusCode?: number;
    /** The response body: parsed JSON when it was JSON, otherwise the text; undefined without one. */
    readonly body: TBody;
    /** The raw response, when there was one. */
    readonly rawResponse?: `,
    core,
    `.RawResponse;

    constructor(args: { message?: string; statusCode?: number; body?: TBody; rawResponse?: `,
    core,
    `.RawResponse; cause?: unknown }) {
        super(buildMessage(args), args.cause !== undefined ? { cause: args.cause } : undefined);
        Object.setPrototypeOf(this, new.target.prototype);
        this.name = ${escapeString(ctx.errorName)};
        if (args.statusCode !== undefined) this.statusCode = args.statusCode;
        // Only the base class leaves the body out, and its TBody is unknown.
        this.body = args.body as TBody;
        if (args.rawResponse !== undefined) this.rawResponse = args.rawResponse;
    }
}

function buildMessage(args: { message?: string; statusCode?: number; body?: unknown }): string {
    const parts: string[] = [args.message ?? "Request failed"];
    if (args.statusCode !== undefined) parts.push(\`status code \${args.statusCode}\`);
    if (args.body !== undefined) {
        let text: string;
        try {
            text = typeof args.body === "string" ? args.body : JSON.stringify(args.body);
        } catch {
            text = String(args.body);
        }
        parts.push(\`body \${text.length > 500 ? \`\${text.slice(0, 500)}…\` : text}\`);
    }
    return parts.join(", ");
}`,
  );
  files.push(base.toFile());

  const timeout = new FileBuilder(`src/errors/${ctx.timeoutErrorName}.ts`);
  timeout.print(`/** Thrown when a request does not complete within its timeout. */
export class ${ctx.timeoutErrorName} extends Error {
    constructor(message: string) {
        super(message);
        Object.setPrototypeOf(this, new.target.prototype);
        this.name = ${escapeString(ctx.timeoutErrorName)};
    }
}`);
  files.push(timeout.toFile());
  files.push({
    path: 'src/errors/index.ts',
    contents: `export { ${ctx.errorName} } from "./${ctx.errorName}";\nexport { ${ctx.timeoutErrorName} } from "./${ctx.timeoutErrorName}";\n`,
  });

  const names: string[] = [];
  for (const id of Object.keys(ctx.ir.errors).sort()) {
    const error = ctx.ir.errors[id]!;
    const name = ctx.errorNames.get(id)!;
    names.push(name);
    const file = new FileBuilder(`${errorFile(ctx, id)}.ts`);
    file.declareLocal(name);
    const bodyType = error.bodyType ? renderType(ctx, error.bodyType, viaTypeImport(ctx)) : ['unknown'];
    file.append(
      docComment([error.docs ?? `The API answered ${error.statusCode}.`, `Status code: ${error.statusCode}.`]),
    );
    // The body's type is the base class's type argument: a redeclared field would need
    // `declare` or an initializer under some compiler settings.
    file.print(
      `export class ${name} extends `,
      baseErrorSymbol(ctx),
      ...(error.bodyType ? ['<', ...bodyType, '>'] : []),
      ' {',
    );
    file.print('    constructor(body: ', ...bodyType, ', rawResponse?: ', core, '.RawResponse) {');
    file.print(
      `        super({ message: ${escapeString(name)}, statusCode: ${escapeNumber(error.statusCode)}, body, ...(rawResponse !== undefined ? { rawResponse } : {}) });`,
    );
    file.print(`        Object.setPrototypeOf(this, new.target.prototype);`);
    file.print(`        this.name = ${escapeString(name)};`);
    file.print('    }');
    file.print('}');
    files.push(file.toFile());
  }
  files.push(indexFile(`${API}/errors/index.ts`, names));
  return files;
}
