import { createEmptyIr } from '@bracken/ir';
import { createContext } from '../context';
import { AS_PRINTED_LAYOUT, FileBuilder, exportDeclaration, type GeneratedFile } from '../printer/printer';
import { runtimeErrorExports } from './entry-exports';

function featureFile(declared: string[], text: string): GeneratedFile {
  const file = new FileBuilder('src/grpc/thing.ts', AS_PRINTED_LAYOUT);
  for (const name of declared) file.print(exportDeclaration('class', name), ' {}');
  file.print(text);
  return file.toFile();
}

describe('runtime error exports of the entry point', () => {
  const ctx = createContext(createEmptyIr('Acme'), { packageName: 'acme', packageVersion: '1.0.0' });

  it('alias a runtime error whose name a feature file declares, with the namespace and then a number', () => {
    const files = [featureFile(['StreamError', 'AcmeStreamError'], '')];
    expect(runtimeErrorExports(ctx, files)).toBe(
      'export { CoreError, SchemaValidationError, StreamError as AcmeStreamError3, WebhookVerificationError } from "./core";',
    );
  });

  it('go by what the printer declared, not by text that looks like a declaration', () => {
    const files = [featureFile([], 'export class CoreError {}\n// export { StreamError }')];
    expect(runtimeErrorExports(ctx, files)).toBe(
      'export { CoreError, SchemaValidationError, StreamError, WebhookVerificationError } from "./core";',
    );
  });
});
