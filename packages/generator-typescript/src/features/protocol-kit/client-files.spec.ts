import { codeText } from '../../printer/escape';
import { clientNames } from './context';
import { folderIndexFile, GENERATED_BANNER } from './file';

describe('the files of a protocol client folder', () => {
  it('gives each client a class name of its own and a file named after it', () => {
    const name = clientNames('jsonrpc', 'errors', 'index');
    expect(name(codeText`Pets`, 'JsonRpcClient')).toEqual({
      className: 'PetsJsonRpcClient',
      path: 'src/jsonrpc/pets-json-rpc-client.ts',
    });
    expect(name(codeText`Pets`, 'JsonRpcClient')).toEqual({
      className: 'Pets2JsonRpcClient',
      path: 'src/jsonrpc/pets2-json-rpc-client.ts',
    });
  });

  it('keeps a client off a file name the folder reserves', () => {
    const name = clientNames('grpc', 'index', 'runtime');
    expect(name(codeText`Runtime`, '').path).toBe('src/grpc/runtime-2.ts');
  });

  it('re-exports the files of the folder in the order given', () => {
    const index = folderIndexFile('grpc', [
      { path: 'src/grpc/runtime.ts', contents: '' },
      { path: 'src/grpc/greeter-grpc-client.ts', contents: '' },
    ]);
    expect(index.path).toBe('src/grpc/index.ts');
    expect(index.contents).toBe(
      `${GENERATED_BANNER}export * from "./runtime";\nexport * from "./greeter-grpc-client";\n`,
    );
  });
});
