import type { FileTree } from '../file-tree';

/** A file tree held in memory, for tests: files by workspace-relative path. */
export function memoryTree(files: Record<string, string> = {}, root = '/virtual'): FileTree & { files: Map<string, string> } {
  const map = new Map(Object.entries(files));
  const under = (path: string): string[] => [...map.keys()].filter((file) => file.startsWith(`${path.replace(/\/+$/, '')}/`));
  return {
    root,
    files: map,
    read: (path) => map.get(path) ?? null,
    write: (path, content) => void map.set(path, content),
    exists: (path) => map.has(path) || under(path).length > 0,
    delete: (path) => {
      map.delete(path);
      for (const file of under(path)) map.delete(file);
    },
    children: (path) => [...new Set(under(path).map((file) => file.slice(path.replace(/\/+$/, '').length + 1).split('/')[0]!))].sort(),
    isFile: (path) => map.has(path),
    rename: (from, to) => {
      const content = map.get(from);
      if (content === undefined) return;
      map.delete(from);
      map.set(to, content);
    },
  };
}
