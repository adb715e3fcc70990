/** The page's localStorage, or undefined where the browser blocks it (private modes, storage off). */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
