/**
 * Path segments the spec writes as one lower-case word that name several: their words, so that the
 * operation ids read `listComponentOptionDefinitions` rather than `listComponentoptiondefinitions`.
 */
const COMPOUND_SEGMENTS: Readonly<Record<string, readonly string[]>> = {
  acceptinvite: ["accept", "invite"],
  apikey: ["api", "key"],
  changepassword: ["change", "password"],
  componentoption: ["component", "option"],
  componentoptiondefinition: ["component", "option", "definition"],
  componentplacement: ["component", "placement"],
  componenttype: ["component", "type"],
  copyinstance: ["copy", "instance"],
  forgotpassword: ["forgot", "password"],
  jobstatus: ["job", "status"],
  resetpassword: ["reset", "password"],
  switchinstance: ["switch", "instance"],
};

/** The route as the operation id sees it: its method, its path, and whether it is a collection. */
export interface OperationRoute {
  method: string;
  /** Fastify's path, parameters written `:name`, e.g. `/api/v1/product/:productId/version`. */
  url: string;
  /** Whether the path names a collection: some route goes on to one of its items (`<url>/:id`). */
  isCollection: boolean;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function pascalSegment(segment: string): string {
  return (COMPOUND_SEGMENTS[segment] ?? [segment]).map(capitalise).join("");
}

function plural(noun: string): string {
  if (noun.endsWith("s")) return noun;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/** The path's fixed segments after `/api/v<n>/`, each as one PascalCase noun. */
function nounsOf(url: string): { nouns: string[]; endsWithParameter: boolean } {
  const segments = url
    .replace(/^\/api\/v\d+\//, "")
    .split("/")
    .filter((segment) => segment !== "");
  const last = segments.at(-1) ?? "";
  const nouns = segments.filter((segment) => !segment.startsWith(":")).map(pascalSegment);
  return { nouns, endsWithParameter: last.startsWith(":") };
}

function withPluralLast(nouns: readonly string[]): string {
  const last = nouns.at(-1) ?? "";
  return [...nouns.slice(0, -1), plural(last)].join("");
}

/**
 * The OpenAPI operationId of a route, read from its method and path (docs/decisions/server-openapi-document.md):
 * `listProducts`, `addProduct`, `getProduct`, `updateProduct`, `removeProduct` on a collection and its items,
 * `getAccount` or `updateAccountProfile` on a single thing, and the path's nouns for an action
 * (`POST account/login` is `accountLogin`, `POST .../version/{versionId}/clone` is `productVersionClone`).
 */
export function operationIdOf({ method, url, isCollection }: OperationRoute): string {
  const { nouns, endsWithParameter } = nounsOf(url);
  const joined = nouns.join("");
  switch (method.toUpperCase()) {
    case "GET":
      return isCollection ? `list${withPluralLast(nouns)}` : `get${joined}`;
    case "POST":
      if (isCollection || endsWithParameter) return `add${joined}`;
      return joined.charAt(0).toLowerCase() + joined.slice(1);
    case "PUT":
      return isCollection ? `update${withPluralLast(nouns)}` : `update${joined}`;
    case "DELETE":
      return `remove${joined}`;
    default:
      return `${method.toLowerCase()}${joined}`;
  }
}
