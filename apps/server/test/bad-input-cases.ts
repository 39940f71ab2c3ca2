// Bad input derived from the OpenAPI document the app generates: for one operation, the cases a
// client could send that no route may answer with a 5xx (NUL characters and lone surrogates in every
// path parameter, query parameter and string field of the body, overlong strings, wrong types, deeply
// nested JSON, a missing body). Used by src/http/bad-input.int.test.ts.

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  minimum?: number;
  minLength?: number;
  $ref?: string;
}

export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

export interface BadInputCase {
  label: string;
  url: string;
  /** The JSON body; `undefined` sends none. */
  payload?: unknown;
}

type FieldPath = (string | number)[];

export const NUL_TEXT = "a\u0000b";
export const LONE_SURROGATE_TEXT = "a\uD800b";
/** The same two, as raw bytes in a URL: %00 and an unpaired surrogate in CESU-8 (not valid UTF-8). */
const URL_VALUES = { nul: "a%00b", "lone surrogate": "a%ED%A0%80b" } as const;
const OVERLONG_TEXT = "x".repeat(100_001);
/** Most string fields tried per operation: keeps the walk a few seconds long. */
const MAX_FIELDS = 16;
const DEEP_NESTING = 2000;

export function deeplyNested(depth = DEEP_NESTING): unknown {
  let value: unknown = [];
  for (let level = 1; level < depth; level++) value = [value];
  return value;
}

/** The operations of an OpenAPI document, with their parameters and JSON body schema. */
export function operationsOf(document: {
  paths?: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      const content = (operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)
        ?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: content?.["application/json"]?.schema,
      });
    }
  }
  return operations;
}

/** Builds the cases of one operation; `validValue` answers a working value for a path parameter. */
export function badInputCases(
  operation: Operation,
  resolve: (schema: JsonSchema) => JsonSchema,
  validValue: (parameter: string, path: string) => string,
): BadInputCase[] {
  const pathParams = operation.parameters.filter((p) => p.in === "path");
  const queryParams = operation.parameters.filter((p) => p.in === "query");
  const urlWith = (overrides: Record<string, string>, query: Record<string, string> = {}) => {
    let url = operation.path;
    for (const param of pathParams) {
      const value = overrides[param.name] ?? encodeURIComponent(validValue(param.name, operation.path));
      url = url.replace(`{${param.name}}`, value);
    }
    const search = Object.entries(query).map(([name, value]) => `${encodeURIComponent(name)}=${value}`);
    return search.length > 0 ? `${url}?${search.join("&")}` : url;
  };
  const sample = operation.body ? sampleOf(operation.body, resolve) : undefined;
  const cases: BadInputCase[] = [];
  for (const param of pathParams) {
    for (const [kind, value] of Object.entries(URL_VALUES)) {
      cases.push({ label: `${kind} in path ${param.name}`, url: urlWith({ [param.name]: value }), payload: sample });
    }
  }
  for (const param of queryParams) {
    const values = { ...URL_VALUES, overlong: OVERLONG_TEXT, "wrong type": "%5B%5D" };
    for (const [kind, value] of Object.entries(values)) {
      cases.push({
        label: `${kind} in query ${param.name}`,
        url: urlWith({}, { [param.name]: value }),
        payload: sample,
      });
    }
  }
  if (!operation.body) return cases;
  const url = urlWith({});
  cases.push({ label: "missing body", url });
  cases.push({ label: "body of the wrong type", url, payload: ["not", "an", "object"] });
  cases.push({ label: "deeply nested body", url, payload: deeplyNested() });
  const { strings, json } = fieldsOf(operation.body, resolve);
  for (const field of strings.slice(0, MAX_FIELDS)) {
    const name = field.join(".");
    const values = { nul: NUL_TEXT, "lone surrogate": LONE_SURROGATE_TEXT, overlong: OVERLONG_TEXT, "wrong type": 42 };
    for (const [kind, value] of Object.entries(values)) {
      cases.push({ label: `${kind} in body ${name}`, url, payload: withValue(sample, field, value) });
    }
    cases.push({
      label: `NUL key beside body ${name}`,
      url,
      payload: withValue(sample, [...field.slice(0, -1), "k\u0000"], "v"),
    });
  }
  for (const field of json.slice(0, MAX_FIELDS)) {
    cases.push({
      label: `deep JSON in body ${field.join(".")}`,
      url,
      payload: withValue(sample, field, deeplyNested()),
    });
  }
  return cases;
}

function branchOf(schema: JsonSchema, resolve: (schema: JsonSchema) => JsonSchema): JsonSchema {
  const resolved = resolve(schema);
  const branches = resolved.anyOf ?? resolved.oneOf;
  if (branches) {
    const first = branches.map(resolve).find((branch) => branch.type !== "null" && branch.enum?.[0] !== null);
    return first ? branchOf(first, resolve) : resolved;
  }
  if (resolved.allOf?.[0]) return branchOf(resolved.allOf[0], resolve);
  return resolved;
}

/** A value the schema accepts, as far as a sample can: required properties filled, arrays of one item. */
export function sampleOf(schema: JsonSchema, resolve: (schema: JsonSchema) => JsonSchema, depth = 0): unknown {
  const s = branchOf(schema, resolve);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (depth > 8) return null;
  if (type === "object" || s.properties) {
    const value: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(s.properties ?? {}))
      value[name] = sampleOf(property, resolve, depth + 1);
    return value;
  }
  if (type === "array") return s.items ? [sampleOf(s.items, resolve, depth + 1)] : [];
  if (type === "string") return sampleString(s);
  if (type === "integer" || type === "number") return s.minimum ?? 1;
  if (type === "boolean") return false;
  return null;
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === "email") return "someone@example.test";
  if (schema.format === "date-time") return "2026-01-01T00:00:00.000Z";
  if (schema.format === "uuid") return "00000000-0000-4000-8000-000000000000";
  return "sample";
}

/** The paths of the string fields and of the free JSON fields (no type) of a body, arrays at index 0. */
function fieldsOf(schema: JsonSchema, resolve: (schema: JsonSchema) => JsonSchema) {
  const strings: FieldPath[] = [];
  const json: FieldPath[] = [];
  const stack: { schema: JsonSchema; path: FieldPath }[] = [{ schema, path: [] }];
  while (stack.length > 0) {
    const next = stack.shift();
    if (!next || next.path.length > 8) continue;
    const s = branchOf(next.schema, resolve);
    const type = Array.isArray(s.type) ? s.type[0] : s.type;
    if (s.properties) {
      for (const [name, property] of Object.entries(s.properties))
        stack.push({ schema: property, path: [...next.path, name] });
    } else if (type === "array" && s.items) {
      stack.push({ schema: s.items, path: [...next.path, 0] });
    } else if (type === "string") {
      strings.push(next.path);
    } else if (type === undefined && next.path.length > 0) {
      json.push(next.path);
    } else if (type === "object" && typeof s.additionalProperties === "object") {
      json.push(next.path);
    }
  }
  return { strings, json };
}

/** A copy of `value` with `replacement` at `path`, creating objects and arrays on the way. */
export function withValue(value: unknown, path: FieldPath, replacement: unknown): unknown {
  const root: unknown = value === undefined ? {} : structuredClone(value);
  if (path.length === 0) return replacement;
  let current = root as Record<string | number, unknown>;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      current[key] = replacement;
      return;
    }
    const child = current[key];
    if (typeof child !== "object" || child === null) current[key] = typeof path[index + 1] === "number" ? [] : {};
    current = current[key] as Record<string | number, unknown>;
  });
  return root;
}
