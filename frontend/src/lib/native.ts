// Native features of the desktop window, detected at run time. In a
// browser every function falls back to what the web can do. The desktop
// build binds a service named Desktop in package main (window.go.main.Desktop);
// nothing here defines a global named `go`.

interface DesktopBindings {
  PickFolder?: (title: string) => Promise<string>;
  PickFile?: (title: string) => Promise<string>;
  OpenFile?: (path: string) => Promise<boolean>;
  OpenURL?: (url: string) => Promise<boolean>;
}

function bindings(): DesktopBindings | undefined {
  const w = globalThis as unknown as { go?: { main?: { Desktop?: DesktopBindings } } };
  return w.go?.main?.Desktop;
}

export function isDesktop(): boolean {
  return bindings() !== undefined;
}

/** pickFolder asks for a folder; in a browser, for a typed path (null when cancelled). */
export async function pickFolder(title: string): Promise<string | null> {
  const b = bindings();
  if (b?.PickFolder) return (await b.PickFolder(title)) || null;
  return globalThis.prompt?.(`${title}\n(type the folder's full path)`) ?? null;
}

/** canPickFile: the window has a native file picker (a browser shows a path field instead). */
export function canPickFile(): boolean {
  return bindings()?.PickFile !== undefined;
}

/** pickFile asks the native picker for a markdown file (null when cancelled or unavailable). */
export async function pickFile(title: string): Promise<string | null> {
  const b = bindings();
  if (!b?.PickFile) return null;
  return (await b.PickFile(title)) || null;
}

/** openURL opens a URI (obsidian://, vscode://, file://) with the system's handler. */
export async function openURL(url: string): Promise<void> {
  const b = bindings();
  if (b?.OpenURL) {
    await b.OpenURL(url);
    return;
  }
  globalThis.open?.(url, '_blank', 'noopener');
}

/** copyText puts text on the clipboard. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
