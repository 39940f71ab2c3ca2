import { meets } from "@atelier/domain/account/roles";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { AppError } from "../errors/app-error";
import type { Actor, RouteAuth, UserActor } from "./actor";
import { type ActorSlot, actorCache } from "./actor-cache";
import { findApiKeyByHash, findSessionByTokenHash, findStorefrontKeyByHash } from "./auth.repo";
import { readSessionToken } from "./sessions";
import { StorefrontKeyUse } from "./storefront-key-use";
import { API_KEY_PREFIX, STOREFRONT_KEY_PREFIX, sha256Hex } from "./tokens";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Routes under this prefix must say who may call them; registration fails otherwise. */
export const API_PREFIX = "/api/v1";

/**
 * The key of the Authorization header; on a route declaring `keyInQuery`, a storefront key may come as the
 * `key` query parameter instead (navigator.sendBeacon cannot set headers). Other keys never come in a URL.
 */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return request.routeOptions.config?.keyInQuery ? storefrontKeyInQuery(request) : undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

function storefrontKeyInQuery(request: FastifyRequest): string | undefined {
  const key = (request.query as Record<string, unknown> | undefined)?.key;
  return typeof key === "string" && key.startsWith(STOREFRONT_KEY_PREFIX) ? key : undefined;
}

/** A cross-site write carrying the cookie: refused when Origin names another host than Host. */
export function isCrossOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return false;
  try {
    const from = new URL(origin);
    // Parse Host with the origin's scheme, so that default ports compare equal (localhost:80 = localhost).
    return from.host !== new URL(`${from.protocol}//${host ?? ""}`).host;
  } catch {
    return true;
  }
}

/** An actor known at once (from the cache), or one statement away. */
type FoundActor = Actor | null | Promise<Actor | null>;
type ActorLoad = () => Promise<{ actor: Actor; expiresAt: Date | null } | null>;

/**
 * The actor in `slot` of the cache, synchronously (most requests: no promise, no turn of the event loop), else
 * what `load` reads (one statement), filed for the next requests.
 */
function cachedActor(slot: ActorSlot, tokenHash: string, now: Date, load: ActorLoad): FoundActor {
  return actorCache.get(slot, now) ?? loadActor(slot, tokenHash, load);
}

async function loadActor(slot: ActorSlot, tokenHash: string, load: ActorLoad): Promise<Actor | null> {
  const readAt = actorCache.readStart();
  const found = await load();
  if (found) actorCache.set(slot, { ...found, tokenHash }, readAt);
  return found?.actor ?? null;
}

function apiKeyActor(db: Db, now: Date, keyHash: string): FoundActor {
  return cachedActor(`key:${keyHash}`, keyHash, now, async () => {
    const key = await findApiKeyByHash(db, keyHash);
    if (!key) return null;
    const { id: apiKeyId, name, companyId, roles } = key;
    return { actor: { kind: "apiKey", apiKeyId, name, companyId, roles }, expiresAt: null };
  });
}

function storefrontActor(db: Db, now: Date, keyHash: string): FoundActor {
  return cachedActor(`key:${keyHash}`, keyHash, now, async () => {
    const key = await findStorefrontKeyByHash(db, keyHash);
    if (!key) return null;
    const { id: storefrontKeyId, name, companyId, allowedOrigins } = key;
    return {
      actor: { kind: "storefront", storefrontKeyId, name, companyId, roles: [], allowedOrigins },
      expiresAt: null,
    };
  });
}

function keyActor(db: Db, now: Date, bearer: string, keyHash: string): FoundActor {
  if (bearer.startsWith(API_KEY_PREFIX)) return apiKeyActor(db, now, keyHash);
  if (bearer.startsWith(STOREFRONT_KEY_PREFIX)) return storefrontActor(db, now, keyHash);
  return null;
}

function sessionActor(db: Db, now: Date, tokenHash: string): FoundActor {
  return cachedActor(`session:${tokenHash}`, tokenHash, now, async () => {
    const session = await findSessionByTokenHash(db, tokenHash);
    if (!session || session.roles === null || session.expiresAt.getTime() <= now.getTime()) return null;
    const { userId, name, sessionId, companyId, roles, expiresAt } = session;
    return { actor: { kind: "user", userId, name, sessionId, companyId, roles }, expiresAt };
  });
}

/** Who calls: from the actor cache, else one statement (see docs/decisions/server-session-cache.md). */
function resolveActor(db: Db, now: Date, request: FastifyRequest): FoundActor {
  const bearer = bearerToken(request);
  if (bearer !== undefined) return keyActor(db, now, bearer, hashOfToken(request, bearer));
  const token = readSessionToken(request);
  return token ? sessionActor(db, now, hashOfToken(request, token)) : null;
}

/** The last token hashed on each connection: a kept-alive connection sends the same token call after call. */
const lastTokenHashed = new WeakMap<object, { token: string; hash: string }>();

/** The token's SHA-256, worked out once per connection while it sends the same token. */
function hashOfToken(request: FastifyRequest, token: string): string {
  const connection = request.raw.socket;
  const last = lastTokenHashed.get(connection);
  if (last?.token === token) return last.hash;
  const hash = sha256Hex(token);
  lastTokenHashed.set(connection, { token, hash });
  return hash;
}

function ruleOf(request: FastifyRequest): RouteAuth {
  if (request.is404) return "public";
  const declared = request.routeOptions.config?.auth;
  if (declared) return declared;
  // Routes outside the API (web app files, docs, health) are public; an undeclared API route needs a member.
  return (request.routeOptions.url ?? "").startsWith(API_PREFIX) ? "member" : "public";
}

/** Whether `actor` may call a route demanding `rule` (other than `public`); false answers 403. */
function allowed(actor: Actor, rule: Exclude<RouteAuth, "public">): boolean {
  if (rule === "customer") return true;
  if (rule === "session") return actor.kind === "user";
  // A storefront key holds no role, and "member" asks for none: role routes refuse it by its kind.
  return actor.kind !== "storefront" && meets(actor.roles, rule);
}

/** Installs authentication and authorisation on every route of `app`. */
export function installAuth(app: FastifyInstance, deps: { db: Db; clock: Clock }): void {
  app.decorateRequest("actor", null);
  const storefrontKeyUse = new StorefrontKeyUse(deps.db, app.log);

  app.addHook("onRoute", (route) => {
    const auth = route.config?.auth;
    if (route.url.startsWith(API_PREFIX) && auth === undefined) {
      throw new Error(`Route ${route.method} ${route.url} must declare config.auth`);
    }
  });

  /** Admits the request's actor for `rule`, or throws the answer's error. */
  const admit = (request: FastifyRequest, actor: Actor | null, rule: Exclude<RouteAuth, "public">, now: Date) => {
    if (!actor) throw AppError.unauthorized();
    request.actor = actor;
    if (actor.kind === "storefront") storefrontKeyUse.note(actor.storefrontKeyId, now);
    if (!allowed(actor, rule)) throw AppError.forbidden();
  };

  // A callback hook, so that a cached actor is admitted without a promise (every signed-in call pays this hook).
  app.addHook("onRequest", (request, _reply, done) => {
    if (!SAFE_METHODS.has(request.method) && bearerToken(request) === undefined) {
      if (isCrossOrigin(request.headers.origin, request.headers.host)) throw AppError.forbidden();
    }
    const rule = ruleOf(request);
    if (rule === "public") return done();
    const now = deps.clock();
    const found = resolveActor(deps.db, now, request);
    if (!(found instanceof Promise)) {
      admit(request, found, rule, now);
      return done();
    }
    found
      .then((actor) => {
        admit(request, actor, rule, now);
        done();
      })
      .catch(done);
  });
}

/** The caller of a route declared `session`, or one with a role requirement when a user is needed. */
export function requireUser(request: FastifyRequest): UserActor {
  const actor = request.actor;
  if (!actor) throw AppError.unauthorized();
  if (actor.kind !== "user") throw AppError.forbidden();
  return actor;
}

/** The caller of a route that declared a role requirement (a user or an API key) or `customer` (any actor). */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw AppError.unauthorized();
  return request.actor;
}
