// Which configuration scopes count. In an untrusted workspace only the user's own values count: a cloned repository
// must not widen the fetch policy (unblock, allow, trust hosts, or switch robots.txt off). Plain data: the shape is
// the one WorkspaceConfiguration.inspect() returns, so this stays free of `vscode` and is unit-tested in Node.

export interface InspectedValue<T> {
  defaultValue?: T;
  globalValue?: T;
  workspaceValue?: T;
  workspaceFolderValue?: T;
}

/** The effective value: folder, then workspace, then user, then default when trusted; user, then default otherwise. */
export function effectiveValue<T>(inspected: InspectedValue<T> | undefined, workspaceTrusted: boolean, fallback: T): T {
  if (!inspected) return fallback;
  if (workspaceTrusted) {
    return inspected.workspaceFolderValue ?? inspected.workspaceValue ?? inspected.globalValue ?? inspected.defaultValue ?? fallback;
  }
  return inspected.globalValue ?? inspected.defaultValue ?? fallback;
}

/** True when the workspace sets a value that is being ignored (to tell people why their setting has no effect). */
export function ignoresWorkspaceValue<T>(inspected: InspectedValue<T> | undefined, workspaceTrusted: boolean): boolean {
  return !workspaceTrusted && inspected !== undefined && (inspected.workspaceValue !== undefined || inspected.workspaceFolderValue !== undefined);
}
