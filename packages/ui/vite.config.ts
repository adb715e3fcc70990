// Storybook's Vite config (the react-vite builder reads it). Sources of workspace packages resolve
// through the "@carmarket/source" condition, so stories need no build of @carmarket/* first.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ["@carmarket/source", "module", "browser", "development|production"] },
  css: {
    // Readable, stable class names ("listing-card_title__x1y2") in stories and in the apps.
    modules: { generateScopedName: "[name]_[local]__[hash:base64:4]" },
  },
});
