import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./vite-precompress.ts";

const apiTarget = process.env.ATELIER_API ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react(), precompress()],
  // Only the API goes to the server: /api/v2/shopify/app/{clientId} is a page of the app itself.
  server: {
    port: 5173,
    proxy: {
      "/api/v1": apiTarget,
      "/api/docs": apiTarget,
      // ...except its redirect to the platform, which the server answers.
      "^/api/v2/shopify/app/[^/]+/remote": apiTarget,
    },
  },
  // The manifest lets the bench follow the module graph from the entry (docs/decisions/bench-blade-chunks.md).
  build: {
    outDir: "dist",
    // Maps are written for reading a production stack trace, but not linked from the files, and the
    // server does not serve them (docs/decisions/web-precompressed-assets.md).
    sourcemap: "hidden",
    manifest: true,
    chunkSizeWarningLimit: 800,
    // What the sign-in page needs whole (React, the router, zod, TanStack Query, the form library,
    // Mantine's core and the API client) ships as one chunk, and its Mantine components as another:
    // split by what each lazy blade shares, they compressed worse (docs/decisions/web-foundation-chunk.md).
    rolldownOptions: {
      // Three pages: the app, the Studio a storefront may frame (docs/decisions/web-customer-studio-entry.md)
      // and the customer's order review page (docs/decisions/order-review-page.md).
      input: { main: "index.html", studio: "studio.html", review: "order.html" },
      output: {
        codeSplitting: {
          groups: [
            {
              name: "foundation",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|zod|@tanstack[\\/]query-core|@tanstack[\\/]react-query|react-hook-form|@hookform[\\/]resolvers)[\\/]|@mantine[\\/]core[\\/]esm[\\/]core[\\/]|src[\\/]api[\\/]http\.ts$|src[\\/]app[\\/]zod-without-eval\.ts$|domain[\\/]src[\\/](errors|messages)\.ts$/,
            },
            // The Mantine components of the sign-in pages, with what they build on.
            {
              name: "sign-in-ui",
              test: /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Alert|Anchor|Box|Button|Center|Checkbox|Group|List|Loader|Paper|PasswordInput|Stack|Text|TextInput|Title)[\\/]/,
            },
          ],
        },
      },
    },
    // Browsers preload modules natively. The page preloads its first scripts; a lazy blade's own
    // imports load with it rather than being listed, blade by blade, in the shell
    // (docs/decisions/web-module-preload.md). Style sheets stay listed: Vite keeps them out of this filter.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === "html" ? dependencies : []),
    },
  },
});
