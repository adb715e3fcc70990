// React Router framework-mode settings shared by both apps.
export const appRouterConfig = {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // Opt in to the v8 behaviour now so the upgrade is a version bump, not a migration.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
};
