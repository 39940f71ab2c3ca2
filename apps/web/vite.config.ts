import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = process.env.ATELIER_API ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { "/api": apiTarget } },
  build: { outDir: "dist", sourcemap: true, chunkSizeWarningLimit: 800 },
});
