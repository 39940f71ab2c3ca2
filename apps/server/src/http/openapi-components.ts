import type { SwaggerTransformObject } from "@fastify/swagger";
import { jsonSchemaTransformObject } from "fastify-type-provider-zod";

const SCHEMA_REF_PREFIX = "#/components/schemas/";

type Json = unknown;

/** Every component schema name `value` refers to with `$ref`, at any depth. */
function referencedSchemas(value: Json, into: Set<string>): Set<string> {
  const pending: Json[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (Array.isArray(next)) pending.push(...next);
    else if (next !== null && typeof next === "object") {
      for (const [key, child] of Object.entries(next)) {
        if (key === "$ref" && typeof child === "string" && child.startsWith(SCHEMA_REF_PREFIX)) {
          into.add(child.slice(SCHEMA_REF_PREFIX.length));
        } else pending.push(child);
      }
    }
  }
  return into;
}

/** The names of the `schemas` that `roots` reach, directly or through another schema. */
function reachableSchemas(schemas: Record<string, Json>, roots: Json): Set<string> {
  const reached = referencedSchemas(roots, new Set());
  const queue = [...reached];
  while (queue.length > 0) {
    const name = queue.pop() as string;
    for (const found of referencedSchemas(schemas[name], new Set())) {
      if (!reached.has(found)) {
        reached.add(found);
        queue.push(found);
      }
    }
  }
  return reached;
}

/**
 * The document-wide transform: the named zod schemas (`.meta({ id })` or `z.globalRegistry.add`) become
 * component schemas, both as read and as written (`<id>Input`), and the ones no operation uses are left out.
 */
export const componentsTransform: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input);
  if ("components" in document) {
    // The schemas object is the transform's own, made afresh for each document.
    const { components, ...rest } = document;
    const schemas = components?.schemas ?? {};
    const reached = reachableSchemas(schemas, rest);
    for (const name of Object.keys(schemas)) if (!reached.has(name)) delete schemas[name];
  }
  return document;
};
