import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = process.env.ATELIER_API ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react()],
  // Only the API goes to the server: /api/v2/shopify/app/... is a page of the app itself.
  server: { port: 5173, proxy: { "/api/v1": apiTarget, "/api/docs": apiTarget } },
  // The manifest lets the bench follow the module graph from the entry (docs/decisions/bench-blade-chunks.md).
  build: {
    outDir: "dist",
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 800,
    // Browsers preload modules natively. The page preloads its first scripts; a lazy blade's own
    // imports load with it rather than being listed, blade by blade, in the shell
    // (docs/decisions/web-module-preload.md). Style sheets stay listed: Vite keeps them out of this filter.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === "html" ? dependencies : []),
    },
  },
});
