import * as path from 'node:path';
import { loadReferencedDocuments, type ReferencedDocument } from '../references/reference-loader';
import { createReferencePolicy } from '../references/reference-policy';
import type { DefinitionInput } from './input';
import { parseLocatedYaml, type LocatedYaml } from './located-yaml';

/**
 * Reads every document an AsyncAPI or OpenRPC definition reaches through `$ref`s, under the
 * definition's reference policy (its own folder tree when none is given), each parsed with
 * the definition's own limits and located for errors.
 *
 * @throws DefinitionError at the first `$ref` that may not be followed.
 */
export function loadDefinitionReferences(
  root: unknown,
  located: LocatedYaml,
  input: DefinitionInput,
): Promise<Map<string, ReferencedDocument<LocatedYaml>>> {
  const folder = path.dirname(input.absolutePath);
  return loadReferencedDocuments<LocatedYaml>(root, {
    policy: input.references ?? createReferencePolicy(folder, undefined, folder),
    main: { file: input.absolutePath, display: input.displayPath },
    parse: (bytes, display) => parseLocatedYaml(bytes.toString('utf8'), display),
    value: (parsed) => parsed.value,
    fail: (reason, site) => (site.document?.parsed ?? located).fail(reason, site.pointer),
  });
}
