import type { Actor } from "../../../auth/actor";
import type { Owner } from "./owned-items.repo";

/** The owner a call is about, found and authorised by the owner's area: its rows' scope and its API path. */
export interface OwnerContext {
  actor: Actor;
  owner: Owner;
  /** The owner's path below /api/v1 (`product/{id}`); a comment's path is `{ownerPath}/comment/{commentId}`. */
  ownerPath: string;
}

/** Whom a comment or an upload is recorded against. */
export function authorOf(actor: Actor): { kind: Actor["kind"]; userId: string | null; name: string } {
  return { kind: actor.kind, userId: actor.kind === "user" ? actor.userId : null, name: actor.name };
}

/** A comment's label in the trail: its first words. */
export function commentLabel(body: string): string {
  const line = body.replace(/\s+/g, " ").trim();
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}
