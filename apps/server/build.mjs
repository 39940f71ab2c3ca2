// `npm run build -w @atelier/server`: bundles the server to JavaScript in dist/ (docs/decisions/project-server-build.md),
// then writes the prepared PGlite data folder a fresh DATA_DIR starts from.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";

const root = import.meta.dirname;
// SERVER_DIST_NAME (tests only) builds beside dist/, for builds side by side; src/paths.ts reads the same name.
const outdir = join(root, process.env.SERVER_DIST_NAME ?? "dist");

/** Packages load from node_modules at run time (native ones included); only the workspace's TypeScript is bundled. */
const packagesStayExternal = {
  name: "packages-stay-external",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@atelier/") ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
await build({
  absWorkingDir: root,
  // Every output file sits directly in dist/, one level below apps/server as src/ is: src/paths.ts relies on it.
  entryPoints: {
    main: "src/main.ts",
    "prepare-pglite": "src/db/prepare-pglite.ts",
    // The pixel worker of masks and lightmaps, started as a worker thread (src/modules/asset/derive/pixel-worker.ts).
    "derive-worker": "src/modules/asset/derive/derive-worker.ts",
  },
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20.19",
  chunkNames: "[name]-[hash]",
  plugins: [packagesStayExternal],
  logLevel: "warning",
});
console.log(`Built the server to ${outdir} in ${Math.round(performance.now() - started)} ms`);
execFileSync(process.execPath, [join(outdir, "prepare-pglite.js")], { stdio: "inherit" });
