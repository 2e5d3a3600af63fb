// Links out of the UI: "open in Obsidian" and "open in editor" for an
// item's source file.
import type { Source } from './types';

/** obsidianURI opens a vault note by absolute path (Obsidian resolves the vault). */
export function obsidianURI(src: Source): string | null {
  if (src.kind !== 'vault' || !src.path) return null;
  return 'obsidian://open?path=' + encodeURIComponent(src.path);
}

/** editorURI opens the file at the line in VS Code-compatible editors. */
export function editorURI(src: Source): string | null {
  if (!src.path || src.kind === 'api') return null;
  const p = src.path.startsWith('/') ? src.path : '/' + src.path.replace(/\\/g, '/');
  return `vscode://file${encodeURI(p)}${src.line > 0 ? ':' + src.line : ''}`;
}

export function fileURI(path: string): string {
  const p = path.startsWith('/') ? path : '/' + path.replace(/\\/g, '/');
  return 'file://' + encodeURI(p);
}
