import { parse } from 'yaml';
import { addGeneratorEntry } from './add-generator-entry';

const entry = { name: 'bracken-typescript-sdk', version: '0.1.0', outputPath: '../sdk/generated' };

describe('addGeneratorEntry', () => {
  it('changes nothing when the group already writes to the same folder', () => {
    const first = addGeneratorEntry('api:\n  specs: []\n', 'generators.yml', 'ts', entry);
    const second = addGeneratorEntry(first.text, 'generators.yml', 'ts', entry);
    expect(first.added).toBe(true);
    expect(second).toEqual({ text: first.text, added: false });
  });

  it('keeps every byte of the file before the insertion point', () => {
    const original =
      'groups:\n  ts:\n    generators:\n      - name: a   # keep   this\n        version: "1"\n# tail comment\n';
    const { text } = addGeneratorEntry(original, 'generators.yml', 'ts', entry);
    expect(text).toMatchInlineSnapshot(`
      "groups:
        ts:
          generators:
            - name: a   # keep   this
              version: "1"
            - name: bracken-typescript-sdk
              version: 0.1.0
              output:
                location: local-file-system
                path: ../sdk/generated
      # tail comment
      default-group: ts
      "
    `);
    expect(parse(text)['groups']['ts']['generators']).toHaveLength(2);
  });

  it('falls back to editing the document for a flow list', () => {
    const { text } = addGeneratorEntry(
      'groups:\n  ts:\n    generators: []\ndefault-group: ts\n',
      'generators.yml',
      'ts',
      entry,
    );
    expect(parse(text)['groups']['ts']['generators']).toEqual([
      {
        name: 'bracken-typescript-sdk',
        version: '0.1.0',
        output: { location: 'local-file-system', path: '../sdk/generated' },
      },
    ]);
    expect(parse(text)['default-group']).toBe('ts');
  });

  it('refuses a groups key that is not a map', () => {
    expect(() => addGeneratorEntry('groups: [a]\n', 'apis/x/generators.yml', 'ts', entry)).toThrow(
      'cannot add a generator: apis/x/generators.yml: expected `groups` to be a map',
    );
  });
});
