import type { IntermediateRepresentation } from '@bracken/ir';
import ts from 'typescript';
import { contextFor, loadIr } from './__fixtures__/harness';
import { emitChannels } from './channels';
import { emitGrpc } from './grpc';
import { emitJsonRpc } from './jsonrpc';
import type { ExtensionFile } from './protocol-kit/file';

// Definition text in the IR stays data in the JSON-RPC, WebSocket and gRPC clients: every
// emitted file parses, and nothing in it became code. (The robustness tests drive the same
// through every importer; this checks each emitter on its own.)

const HOSTILE = `x */ require("fs").writeFileSync("PWNED","x"); /*\r*/ globalThis.__pwned=1; /*\u2028\`\${globalThis.__pwned=1}\`"'\\</script>`;

/** Parse errors and the identifiers of injected statements found in the files. */
function inspect(files: ExtensionFile[]): { diagnostics: string[]; injected: string[] } {
  const diagnostics: string[] = [];
  const injected: string[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file.path, file.contents, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
    for (const d of (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics)
      diagnostics.push(`${file.path}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && ['require', 'writeFileSync', '__pwned'].includes(node.text))
        injected.push(`${file.path}: ${node.text}`);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { diagnostics, injected };
}

function hostile(ir: IntermediateRepresentation): IntermediateRepresentation {
  const copy = structuredClone(ir);
  copy.docs = HOSTILE;
  for (const service of copy.rpcServices) {
    service.docs = HOSTILE;
    for (const method of service.methods) {
      method.docs = HOSTILE;
      for (const error of method.errors ?? []) error.message = HOSTILE;
    }
  }
  for (const channel of copy.channels) {
    channel.docs = HOSTILE;
    channel.address = `/rooms/${HOSTILE}/{roomId}`;
    for (const message of [...channel.send, ...channel.receive]) message.docs = HOSTILE;
    for (const parameter of channel.parameters) parameter.docs = HOSTILE;
  }
  return copy;
}

describe('definition text in the extension clients', () => {
  it('JSON-RPC: service and method docs and error messages stay in comments and strings', () => {
    const ir = hostile(loadIr('openrpc-petstore'));
    const files = emitJsonRpc(ir, contextFor(ir, 'Petstore'));
    expect(files.some((f) => f.contents.includes('client over HTTP: x *\\/ require'))).toBe(true);
    expect(inspect(files)).toEqual({ diagnostics: [], injected: [] });
  });

  it('WebSocket: channel docs, address and message docs stay in comments and strings', () => {
    const ir = hostile(loadIr('asyncapi-chat'));
    const files = emitChannels(ir, contextFor(ir, 'Chat'));
    expect(files.some((f) => f.contents.includes('A WebSocket connection to `/rooms/x *\\/ require'))).toBe(true);
    expect(inspect(files)).toEqual({ diagnostics: [], injected: [] });
  });

  it('gRPC: service and method docs stay in comments, and text in proto strings and comments hides no rpc', () => {
    const ir = hostile(loadIr('proto-greeter'));
    // A string that seems to open a comment (closed by a real one after the service), a
    // comment and a string that hold an rpc, all around the real ones.
    const service =
      'option go_package = "a/*b";\n// rpc SayHello(Fake) returns (Fake);\nservice Greeter {\n  option (note) = "rpc SayHello(Fake) returns (Fake)";';
    ir.protoFiles = (ir.protoFiles ?? []).map((file) =>
      file.path.endsWith('greeter.proto')
        ? { ...file, contents: `${file.contents.replace('service Greeter {', service)}\n/* end */\n` }
        : file,
    );
    const files = emitGrpc(ir, { ...contextFor(ir, 'Greeter'), protoFiles: ir.protoFiles });
    const client = files.find((f) => f.path === 'src/grpc/greeter-grpc-client.ts')!;
    expect(client.contents).toContain('codecOf(runtime.root, "greeter.v1.SayHelloRequest")');
    expect(client.contents).not.toContain('Fake');
    expect(inspect(files)).toEqual({ diagnostics: [], injected: [] });
  });

  it('gives channels whose names differ only in dropped characters, or past the length limit, files of their own', () => {
    const ir = loadIr('asyncapi-chat');
    const room = ir.channels[0]!;
    const long = 'Room'.repeat(100);
    ir.channels = ['Äpfel', 'Öl', long, `${long}2`].map((pascalCase, i) => ({
      ...room,
      id: `room${i}`,
      name: { ...room.name, pascalCase },
    }));
    const paths = emitChannels(ir, contextFor(ir, 'Chat')).map((f) => f.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(5);
    // 200 bytes at most, then a number that keeps it unique and the extension.
    for (const path of paths) expect(Buffer.byteLength(path.split('/').pop()!)).toBeLessThanOrEqual(210);
  });
});
