export const hydrate = () => globalThis.hydrated = true;
