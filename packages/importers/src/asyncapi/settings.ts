import type { SchemaSettings } from '../definition-kit/json-schema';
import { readSchemaSettings } from '../definition-kit/json-schema';

/** The AsyncAPI settings of a spec entry, with their defaults applied. */
export interface AsyncApiImportSettings extends SchemaSettings {
  /** How messages and their payload types are named; see `docs/asyncapi.md`. @default "v1" */
  messageNaming: 'v1' | 'v2';
  /** Verb before noun in generated names (`SubscribeRoomsRequest`, `SendRoomsMessage`). @default true */
  idiomaticRequestNames: boolean;
  /** One environment per host, with one URL per server. @default false */
  groupEnvironmentsByHost: boolean;
}

/** Reads AsyncAPI settings (YAML spelling) and applies defaults. */
export function readAsyncApiSettings(settings: Record<string, unknown> | undefined): AsyncApiImportSettings {
  return {
    ...readSchemaSettings(settings),
    messageNaming: settings?.['message-naming'] === 'v2' ? 'v2' : 'v1',
    idiomaticRequestNames: settings?.['idiomatic-request-names'] !== false,
    groupEnvironmentsByHost: settings?.['group-environments-by-host'] === true,
  };
}
