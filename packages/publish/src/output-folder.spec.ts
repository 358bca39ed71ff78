import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  formatOutputManifest,
  inspectOutputFolder,
  OUTPUT_MARKER_FILE,
  OutputFolderError,
  replaceOutputFolder,
  resolveRealPath,
} from './output-folder';

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'output-folder-'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function write(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/** A `fill` that writes `files` and returns their paths. */
function filling(files: Record<string, string>): (staging: string) => string[] {
  return (staging) => {
    write(staging, files);
    return Object.keys(files);
  };
}

describe('replaceOutputFolder', () => {
  it('writes a deterministic marker listing the files, sorted', () => {
    const target = join(root, 'sdk');
    replaceOutputFolder(target, filling({ 'src/b.ts': 'b', 'a.ts': 'a' }), { what: 'g', snippets: '../snippets.json' });
    expect(readFileSync(join(target, OUTPUT_MARKER_FILE), 'utf8')).toBe(
      '{\n  "version": 1,\n  "files": [\n    "a.ts",\n    "src/b.ts"\n  ],\n  "snippets": "../snippets.json"\n}\n',
    );
    expect(inspectOutputFolder(target)).toEqual({
      kind: 'marked',
      manifest: { files: ['a.ts', 'src/b.ts'], snippets: '../snippets.json' },
    });
  });

  it('moves a symbolic link of the user over as a link, and never follows it', () => {
    const target = join(root, 'sdk');
    const elsewhere = join(root, 'elsewhere');
    write(elsewhere, { 'keep.txt': 'keep' });
    replaceOutputFolder(target, filling({ 'a.ts': 'a' }), { what: 'g' });
    symlinkSync(elsewhere, join(target, 'linked'));
    replaceOutputFolder(target, filling({ 'b.ts': 'b' }), { what: 'g' });
    expect(readdirSync(target).sort()).toEqual([OUTPUT_MARKER_FILE, 'b.ts', 'linked']);
    expect(lstatSync(join(target, 'linked')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(target, 'linked'))).toBe(elsewhere);
    expect(readdirSync(elsewhere)).toEqual(['keep.txt']);
  });

  it('keeps a folder of the user where a generated folder now goes, warns, and leaves it out of the marker', () => {
    const target = join(root, 'sdk');
    replaceOutputFolder(target, filling({ 'a.ts': 'a' }), { what: 'g' });
    write(target, { 'docs/mine.md': 'mine' });
    const warnings: string[] = [];
    replaceOutputFolder(target, filling({ 'a.ts': 'a', 'docs/generated.md': 'generated' }), {
      what: 'g',
      warn: (line) => warnings.push(line),
    });
    expect(readdirSync(join(target, 'docs'))).toEqual(['mine.md']);
    expect(warnings).toEqual([
      `kept docs, which Bracken did not write, in place of generated output: g (${join(target, 'docs')}); list it in .brackenignore to keep it on purpose, or delete it to get the generated file`,
    ]);
    expect(readFileSync(join(target, OUTPUT_MARKER_FILE), 'utf8')).toBe(formatOutputManifest({ files: ['a.ts'] }));
  });

  it('leaves everything as it was when the folder loses its marker while the new files are written', () => {
    const target = join(root, 'sdk');
    replaceOutputFolder(target, filling({ 'a.ts': 'a' }), { what: 'g' });
    const fill = (staging: string): string[] => {
      // Someone else takes the folder over meanwhile.
      rmSync(join(target, OUTPUT_MARKER_FILE));
      writeFileSync(join(target, 'theirs.txt'), 'theirs');
      return filling({ 'b.ts': 'b' })(staging);
    };
    expect(() => replaceOutputFolder(target, fill, { what: 'g' })).toThrow(OutputFolderError);
    expect(readdirSync(target).sort()).toEqual(['a.ts', 'theirs.txt']);
    expect(readdirSync(root)).toEqual(['sdk']);
  });

  it('refuses a marker it did not write, and a file where the folder should be', () => {
    const target = join(root, 'sdk');
    write(target, { [OUTPUT_MARKER_FILE]: '{"files": "all"}', 'a.ts': 'mine' });
    expect(() => replaceOutputFolder(target, filling({ 'a.ts': 'a' }), { what: 'g' })).toThrow(
      `output folder has a ${OUTPUT_MARKER_FILE} that Bracken did not write (unknown version): g (${target})`,
    );
    writeFileSync(join(root, 'file'), 'x');
    expect(() => replaceOutputFolder(join(root, 'file'), filling({ 'a.ts': 'a' }), { what: 'g' })).toThrow(
      `output path is not a folder: g (${join(root, 'file')})`,
    );
    expect(readFileSync(join(target, 'a.ts'), 'utf8')).toBe('mine');
    expect(readdirSync(root).sort()).toEqual(['file', 'sdk']);
  });
});

describe('resolveRealPath', () => {
  it('resolves links in the part that exists and keeps the rest', () => {
    mkdirSync(join(root, 'real'));
    symlinkSync(join(root, 'real'), join(root, 'link'));
    expect(resolveRealPath(join(root, 'link', 'new', 'deeper'))).toBe(
      join(resolveRealPath(root), 'real', 'new', 'deeper'),
    );
  });

  it('refuses a path through a link that points nowhere', () => {
    symlinkSync(join(root, 'missing'), join(root, 'dangling'));
    expect(() => resolveRealPath(join(root, 'dangling', 'sdk'))).toThrow(
      `path runs through a symbolic link that points nowhere: ${join(root, 'dangling')}`,
    );
  });
});
