import type { OutputFile } from '@bracken/ir';
import type { PythonContext } from '../context';
import { pyDocstring, pyString } from '../printer/escape';
import { call, CodeWriter, Imports, kw, pythonModule } from '../printer/printer';

/** `errors.py`: one `ApiError` subclass per declared error, with its parsed body. */
export function emitErrors(ctx: PythonContext): OutputFile {
  const imports = new Imports();
  if (Object.keys(ctx.ir.errors).length > 0) imports.annotations().std('import typing').relative('.', 'core');
  const code = new CodeWriter();
  for (const id of Object.keys(ctx.ir.errors).sort()) {
    const error = ctx.ir.errors[id]!;
    const name = ctx.errorName(id);
    const use = new Set<string>();
    const bodyType = error.bodyType === undefined ? 'typing.Any' : ctx.annotation(error.bodyType, true, use);
    if (use.has('types')) imports.relative('.', 'types');
    if (use.has('dt')) imports.std('import datetime as dt');
    if (bodyType !== 'typing.Any') imports.external('import pydantic');
    code.blank(2).line(`class ${name}(core.ApiError):`);
    code.block(() => {
      code.raw(pyDocstring(error.docs ?? `The API answered ${error.statusCode}.`, code.indent));
      code.blank();
      code.line(`STATUS_CODE: typing.ClassVar[int] = ${error.statusCode}`);
      code.line(`body: ${bodyType}`);
      code.blank();
      code.expr(
        'def __init__',
        call('', [
          'self',
          `body: ${bodyType}`,
          '*',
          'headers: typing.Optional[typing.Mapping[str, str]] = None',
          `message: str = ${pyString(name)}`,
        ]),
        ' -> None:',
      );
      code.block(() => {
        code.expr(
          'super().__init__',
          call('', [
            'message',
            kw('status_code', String(error.statusCode)),
            kw('headers', 'headers'),
            kw('body', 'body'),
          ]),
        );
      });
      code.blank();
      code.line('@classmethod');
      code.line('def from_response(cls, response: core.RawResponse, endpoint_name: str) -> core.ApiError:');
      code.block(() => {
        code.raw(
          pyDocstring(
            'The error of a response with this status; the base error when its body does not parse.',
            code.indent,
          ),
        );
        code.line(`message = f"Request failed: {endpoint_name}"`);
        if (bodyType === 'typing.Any') {
          code.line('return cls(response.json(), headers=response.headers, message=message)');
          return;
        }
        code.line('try:');
        code.block(() => code.line(`body = typing.cast(${bodyType}, core.parse_obj_as(${bodyType}, response.json()))`));
        code.line('except pydantic.ValidationError:');
        code.block(() => {
          code.expr(
            'return core.ApiError',
            call('', [
              'message',
              kw('status_code', 'response.status_code'),
              kw('headers', 'response.headers'),
              kw('body', 'response.json()'),
            ]),
          );
        });
        code.line('return cls(body, headers=response.headers, message=message)');
      });
    });
  }
  return pythonModule(
    `src/${ctx.module}/errors.py`,
    pyDocstring(`Errors the ${ctx.ir.title} API declares.`, ''),
    imports,
    code,
  );
}
