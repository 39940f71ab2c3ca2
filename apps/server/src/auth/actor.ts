import type { Requirement, Role } from "@atelier/domain/account/roles";

/**
 * Who makes a request: a signed-in user (through the session cookie), an API key, or a storefront's
 * publishable key (which holds no role: it reaches `customer` routes only).
 */
export type Actor =
  | { kind: "user"; userId: string; name: string; sessionId: string; companyId: string; roles: Role[] }
  | { kind: "apiKey"; apiKeyId: string; name: string; companyId: string; roles: Role[] }
  | {
      kind: "storefront";
      storefrontKeyId: string;
      name: string;
      companyId: string;
      roles: [];
      /** The origins whose pages may call with the key (see src/http/storefront-cors.ts). */
      allowedOrigins: readonly string[];
    };

export type UserActor = Extract<Actor, { kind: "user" }>;
export type ApiKeyActor = Extract<Actor, { kind: "apiKey" }>;
export type StorefrontActor = Extract<Actor, { kind: "storefront" }>;

/**
 * What a route demands: `public` (no sign-in), `session` (a signed-in user, any role; keys refused),
 * `customer` (a signed-in user, an API key or a storefront key: the customer side's blueprints and recipes),
 * or a role requirement met by a user or an API key of the company (storefront keys refused).
 */
export type RouteAuth = "public" | "session" | "customer" | Requirement;

declare module "fastify" {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /** Each successful answer also counts as one call of this kind (see src/usage/usage-hooks.ts). */
    usage?: "moderation";
    /**
     * `none`: a write route that changes no resource (signing in or out, a beacon) and so records no audit
     * entry; every other successful write must record one (see src/audit/audit-hooks.ts).
     */
    audit?: "none";
    /** A storefront key may come as the `key` query parameter (a beacon cannot set headers). */
    keyInQuery?: true;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** The user a write is recorded against (updatedBy, lastUpdatedBy); a key acts for no user. */
export const writtenBy = (actor: Actor): string | null => (actor.kind === "user" ? actor.userId : null);
