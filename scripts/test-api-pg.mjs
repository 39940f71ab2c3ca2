// Runs the API suite against PostgreSQL when TEST_DATABASE_URL is set; says so and skips otherwise.
import { spawnSync } from "node:child_process";

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: the API suite ran on PGlite only.");
  process.exit(0);
}
const result = spawnSync("npx", ["vitest", "run", "--project", "api"], {
  stdio: "inherit",
  env: { ...process.env, TEST_DB: "postgres" },
});
process.exit(result.status ?? 1);
