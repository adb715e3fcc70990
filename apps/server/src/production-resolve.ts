// Module resolution hook (node:module `register`, loaded by production-builds.ts): what `node --conditions=production`
// does, for a start that runs `node dist/main.js` without the flag (`pnpm start`, the load bench, a container).
import type { ResolveHook } from "node:module";

export const resolve: ResolveHook = (specifier, context, nextResolve) =>
  nextResolve(specifier, { ...context, conditions: [...context.conditions, "production"] });
