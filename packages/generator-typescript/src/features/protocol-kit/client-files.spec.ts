import { createEmptyIr, createName, type IntermediateRepresentation } from '@bracken/ir';
import { codeText } from '../../printer/escape';
import { clientNames, protocolEnvironments } from './context';
import { environmentConstant, folderIndexFile, GENERATED_BANNER, protocolFile } from './file';

function irWithEnvironments(): IntermediateRepresentation {
  const ir = createEmptyIr('Chat');
  ir.environments = {
    kind: 'environments',
    mode: 'multi',
    environments: [
      { kind: 'multiUrl', id: 'prod', name: createName('prod'), urls: { http: 'https://x.test', ws: 'wss://x.test' } },
      {
        kind: 'multiUrl',
        id: 'http-only',
        name: { ...createName('http only'), pascalCase: '' },
        urls: { http: 'https://y.test' },
      },
    ],
    baseUrls: [],
    serverVariables: [],
  };
  return ir;
}

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

  it('offers the environments a client has a URL for, named by PascalCase name or id', () => {
    const ir = irWithEnvironments();
    const ws = (e: { kind: string; urls?: Record<string, string> }) =>
      Object.values(e.urls ?? {}).find((u) => u.startsWith('wss://'));
    expect(protocolEnvironments(ir, ws)).toEqual([{ name: 'Prod', url: 'wss://x.test' }]);
    expect(protocolEnvironments(ir, () => 'https://z.test').map((e) => e.name)).toEqual(['Prod', 'http-only']);
  });

  it('declares the environments as one exported constant, names and URLs escaped', () => {
    const file = protocolFile('src/channels/chat.ts');
    file.append(
      environmentConstant(
        codeText`Chat`,
        [{ name: 'Prod "eu"', url: 'wss://x.test/*/' }],
        codeText`URLs of the servers.`,
      ),
    );
    expect(file.toFile().contents).toBe(
      `${GENERATED_BANNER}/** URLs of the servers. */\nexport const ChatEnvironment = {\n    "Prod \\"eu\\"": "wss://x.test/*/",\n} as const;\n`,
    );
  });
});
