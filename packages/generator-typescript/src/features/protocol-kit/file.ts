/** One file the extension emitters add to the SDK, relative to the SDK root. */
export interface ExtensionFile {
  /** For example `src/jsonrpc/petstore-client.ts`. */
  path: string;
  contents: string;
}

import { codeText } from '../../printer/escape';

/** The banner at the top of every emitted file. */
export const GENERATED_BANNER = codeText`// This file was generated from the API definition. Do not edit it by hand.\n`;
