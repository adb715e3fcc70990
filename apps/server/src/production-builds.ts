import { register } from "node:module";

/**
 * Under NODE_ENV=production, every later import resolves packages with the "production" export condition, so the
 * server runs React Router's production build (it publishes it only under that condition: patches/react-router,
 * ADR 318); React and react-dom pick theirs from NODE_ENV. Call it before importing what renders.
 */
export function resolveProductionBuilds(env: NodeJS.ProcessEnv): void {
  if (env.NODE_ENV === "production") register("./production-resolve.js", import.meta.url);
}
