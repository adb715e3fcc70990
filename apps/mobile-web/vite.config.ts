import { defineAppViteConfig } from "@carmarket/web-config/vite";

// "/_m/": this app's asset prefix on the shared origin (apps/server serves build/client there).
export default defineAppViteConfig({ base: "/_m/" });
