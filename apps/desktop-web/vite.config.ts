import { serviceWorkerPlugin } from "@carmarket/service-worker/vite";
import { defineAppViteConfig } from "@carmarket/web-config/vite";

// "/_d/": this app's asset prefix on the shared origin (apps/server serves build/client there). The service
// worker is written into the client build as sw.js; apps/server serves it at /sw.js (ADR 300).
export default defineAppViteConfig({ base: "/_d/", plugins: [serviceWorkerPlugin()] });
