import { NameScope } from '@bracken/ir';
import type { GeneratorContext } from '../context';
import { coreSymbol, renderSchema, renderType, schemaViaNamespace, viaNamespace } from '../context';
import { docComment, escapeNumber, escapePropertyKey, escapeString } from '../printer/escape';
import { SERVICE_CLIENT_PREAMBLE } from './unchecked-modules';
import { FileBuilder, type GeneratedFile, type Printable } from '../printer/printer';
import { memberName } from './client';
import { parsesAsIs } from './parses-as-is';

/** Name of the exported webhooks object. */
export function webhooksName(ctx: GeneratorContext): string {
  return `${ctx.ns}Webhooks`;
}

/** `src/webhooks.ts`: signature verification and payload parsing per webhook. */
export function emitWebhooks(ctx: GeneratorContext): GeneratedFile | undefined {
  if (ctx.ir.webhooks.length === 0) return undefined;
  const file = new FileBuilder('src/webhooks.ts');
  if (ctx.options.tsNocheck !== false) file.setPreamble(SERVICE_CLIENT_PREAMBLE);
  const name = webhooksName(ctx);
  file.declareLocal(name);
  const core = coreSymbol();
  file.print('/** Arguments of `verifySignature` and `assertSignature`: everything but the configuration. */');
  file.print('export type VerifySignatureArgs = Omit<', core, '.VerifyWebhookSignatureArgs, "config">;');
  file.print('');
  file.print(`/** The API's webhooks: verify a notification's signature, then parse its payload. */`);
  file.print(`export const ${name} = {`);
  const keys = new NameScope({ kind: 'object', suffix: { kind: 'number' } });
  for (const webhook of [...ctx.ir.webhooks].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    const key = keys.claim(memberName(webhook.name.camelCase || 'webhook'), {
      stem: memberName(webhook.name.camelCase),
    });
    const payload = renderType(ctx, webhook.payloadType, viaNamespace(ctx));
    file.append(docComment([webhook.docs ?? `The \`${webhook.name.wireValue}\` webhook.`], '    '));
    file.print(`    ${escapePropertyKey(key)}: {`);
    const signature = webhook.signature;
    if (signature) {
      const config: string[] = [
        `algorithm: ${escapeString(signature.algorithm)}`,
        `encoding: ${escapeString(signature.encoding)}`,
        `header: ${escapeString(signature.header)}`,
      ];
      if (signature.prefix !== undefined) config.push(`prefix: ${escapeString(signature.prefix)}`);
      if (signature.payloadTemplate !== undefined)
        config.push(`payloadTemplate: ${escapeString(signature.payloadTemplate)}`);
      if (signature.timestamp) {
        config.push(
          `timestamp: { header: ${escapeString(signature.timestamp.header)}, toleranceSeconds: ${escapeNumber(signature.timestamp.toleranceSeconds)}, format: ${escapeString(signature.timestamp.format)} }`,
        );
      }
      if (signature.bodyHash) {
        config.push(
          `bodyHash: { algorithm: ${escapeString(signature.bodyHash.algorithm)}, encoding: ${escapeString(signature.bodyHash.encoding)}, queryParameter: ${escapeString(signature.bodyHash.queryParameter)} }`,
        );
      }
      file.print('        /** How notifications are signed. */');
      file.print('        signature: { ', config.join(', '), ' } as ', core, '.WebhookSignatureConfig,');
      file.print('        /** Whether the signature (and the body hash, when bound) is valid. Pass the raw body. */');
      file.print('        verifySignature(args: VerifySignatureArgs): Promise<boolean> {');
      file.print(
        `            return `,
        core,
        `.verifyWebhookSignature({ ...args, config: ${name}${escapePropertyKey(key) === key ? `.${key}` : `[${escapeString(key)}]`}.signature });`,
      );
      file.print('        },');
      file.print('        /** Like `verifySignature`, but throws a `WebhookVerificationError` naming the failure. */');
      file.print('        assertSignature(args: VerifySignatureArgs): Promise<void> {');
      file.print(
        `            return `,
        core,
        `.assertWebhookSignature({ ...args, config: ${name}${escapePropertyKey(key) === key ? `.${key}` : `[${escapeString(key)}]`}.signature });`,
      );
      file.print('        },');
    }
    const parse: Printable[] = !parsesAsIs(ctx, webhook.payloadType)
      ? [
          ...renderSchema(ctx, webhook.payloadType, schemaViaNamespace(), false),
          '.parseOrThrow(JSON.parse(text), { unrecognizedObjectKeys: "passthrough", allowUnrecognizedEnumValues: true, skipValidation: true })',
        ]
      : ['JSON.parse(text) as ', ...payload];
    file.print('        /** Parses the raw body of a notification. */');
    file.print('        parse(body: string | Uint8Array): ', ...payload, ' {');
    file.print('            const text = typeof body === "string" ? body : new TextDecoder().decode(body);');
    file.print('            return ', ...parse, ';');
    file.print('        },');
    file.print('    },');
  }
  file.print('};');
  return file.toFile();
}
