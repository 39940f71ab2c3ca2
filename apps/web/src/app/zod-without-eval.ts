import { z } from "zod";

// Zod compiles object parsers with `new Function` when it may, probing for it the first time a schema is
// built; the content security policy refuses eval, and the probe alone reports a violation. Imported first
// by main.tsx, before any module builds a schema (docs/decisions/server-security-headers.md).
z.config({ jitless: true });
