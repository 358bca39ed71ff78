import { type FileRegistry, createFileRegistry, fromBinary } from '@bufbuild/protobuf';
import { FileDescriptorSetSchema } from '@bufbuild/protobuf/wkt';
import type { Root } from 'protobufjs';
import * as descriptorExt from 'protobufjs/ext/descriptor';
import { BUNDLED_PROTO_FILES, loadProtoFiles } from '../index';

interface FieldProto {
  name?: string;
  jsonName?: string;
  number?: number;
  typeName?: string;
}
interface MessageProto {
  name?: string;
  field?: FieldProto[];
  nestedType?: MessageProto[];
  options?: { mapEntry?: boolean } | null;
}
interface FileProto {
  name?: string;
  package?: string;
  dependency?: string[];
  messageType?: MessageProto[];
}

/**
 * Descriptors for @bufbuild/protobuf, built from the very .proto files the package ships.
 * protobufjs writes relative type names, no imports and sometimes no JSON names, so those are
 * completed here.
 */
export function createConnectRegistry(): FileRegistry {
  const root: Root = loadProtoFiles(BUNDLED_PROTO_FILES);
  const set = root.toDescriptor('proto3');
  const files = set.file as FileProto[];
  const qualify = (messages: MessageProto[] | undefined, prefix: string): void => {
    for (const message of messages ?? []) {
      // Map entries hold only scalars in these protos, and protobufjs has no type for them.
      if (message.options?.mapEntry) continue;
      const fullName = `${prefix}.${message.name}`;
      const reflected = root.lookupType(fullName);
      for (const field of message.field ?? []) {
        // protobufjs leaves jsonName empty on some fields; protoc would fill it in.
        if (!field.jsonName) field.jsonName = (field.name ?? '').replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
        if (!field.typeName) continue;
        const entry = message.nestedType?.find((nested) => nested.options?.mapEntry && nested.name === field.typeName);
        if (entry) {
          field.typeName = `.${fullName}.${entry.name}`;
          continue;
        }
        const target = reflected.fieldsArray.find((candidate) => candidate.id === field.number);
        if (!target?.resolvedType) throw new Error(`descriptor fix-up failed: ${fullName}.${field.name}`);
        field.typeName = target.resolvedType.fullName;
      }
      qualify(message.nestedType, fullName);
    }
  };
  for (const file of files) qualify(file.messageType, file.package ?? '');
  // Dependencies first: the well-known types, then everything that uses them.
  files.sort((a, b) => Number(b.package === 'google.protobuf') - Number(a.package === 'google.protobuf'));
  const wellKnown = files.find((file) => file.package === 'google.protobuf')?.name;
  for (const file of files) if (wellKnown && file.name !== wellKnown) file.dependency = [wellKnown];
  const bytes = descriptorExt.FileDescriptorSet.encode(set).finish();
  return createFileRegistry(fromBinary(FileDescriptorSetSchema, bytes));
}
