import { NameScope, PYTHON_NAMES, type OutputFile } from '@bracken/ir';
import { snakeIdentifier, type PythonContext } from '../context';
import { pyDocstring, pyString } from '../printer/escape';
import { call, CodeWriter, Imports, kw, pythonModule, type Expr } from '../printer/printer';

/** `webhooks.py`: for each webhook, its signature check (when signed) and its payload parser. */
export function emitWebhooks(ctx: PythonContext): OutputFile | undefined {
  if (ctx.ir.webhooks.length === 0) return undefined;
  const imports = new Imports().annotations().std('import typing').relative('.', 'core');
  const code = new CodeWriter();
  const scope = new NameScope({
    kind: 'module',
    suffix: { kind: 'number', separator: '_' },
    reserved: { words: new Set([...PYTHON_NAMES.keywords, ...PYTHON_NAMES.modules]), suffix: '_' },
  });
  for (const webhook of ctx.ir.webhooks) {
    const base = snakeIdentifier(webhook.name, 'webhook');
    const use = new Set<string>();
    const payload = ctx.annotation(webhook.payloadType, true, use);
    if (use.has('types')) imports.relative('.', 'types');
    if (use.has('dt')) imports.std('import datetime as dt');
    const signature = webhook.signature;
    if (signature !== undefined) {
      const constant = scope.claim(`${base.toUpperCase()}_SIGNATURE`);
      const args: Expr[] = [
        kw('algorithm', pyString(signature.algorithm)),
        kw('encoding', pyString(signature.encoding)),
        kw('header', pyString(signature.header)),
      ];
      if (signature.prefix !== undefined) args.push(kw('prefix', pyString(signature.prefix)));
      if (signature.payloadTemplate !== undefined)
        args.push(kw('payload_template', pyString(signature.payloadTemplate)));
      if (signature.timestamp !== undefined) {
        args.push(
          kw('timestamp_header', pyString(signature.timestamp.header)),
          kw('tolerance_seconds', `${signature.timestamp.toleranceSeconds}`),
          kw('timestamp_format', pyString(signature.timestamp.format)),
        );
      }
      if (signature.bodyHash !== undefined) {
        args.push(
          kw('body_hash_algorithm', pyString(signature.bodyHash.algorithm)),
          kw('body_hash_encoding', pyString(signature.bodyHash.encoding)),
          kw('body_hash_query_parameter', pyString(signature.bodyHash.queryParameter)),
        );
      }
      code.blank(2).expr(`${constant} = `, call('core.WebhookSignatureConfig', args, true));
      code.raw(pyDocstring(`How ${webhook.name.wireValue} notifications are signed.`, ''));
      const verify = scope.claim(`verify_${base}_signature`);
      code.blank(2);
      code.expr(
        `def ${verify}`,
        call('', [
          '*',
          'secret: str',
          'body: typing.Union[str, bytes]',
          'headers: core.HeadersLike',
          'url: typing.Optional[str] = None',
        ]),
        ' -> bool:',
      );
      code.block(() => {
        code.raw(
          pyDocstring(
            `Whether a ${webhook.name.wireValue} notification carries a valid signature: pass the raw body, the headers, and the full URL it was sent to${signature.bodyHash !== undefined ? ' (its query holds the body hash)' : ''}.`,
            code.indent,
          ),
        );
        code.expr(
          'return core.verify_signature',
          call('', [constant, kw('secret', 'secret'), kw('body', 'body'), kw('headers', 'headers'), kw('url', 'url')]),
        );
      });
    }
    const parse = scope.claim(`parse_${base}`);
    code.blank(2);
    code.line(`def ${parse}(body: typing.Union[str, bytes]) -> ${payload}:`);
    code.block(() => {
      code.raw(pyDocstring(webhook.docs ?? `The payload of a ${webhook.name.wireValue} notification.`, code.indent));
      code.line(`return typing.cast(${payload}, core.parse_obj_as(${payload}, core.parse_json(body)))`);
    });
  }
  return pythonModule(
    `src/${ctx.module}/webhooks.py`,
    pyDocstring(`Webhooks of the ${ctx.ir.title} API: signature checks and payloads.`, ''),
    imports,
    code,
  );
}
