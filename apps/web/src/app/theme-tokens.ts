import type { InstanceType } from "@atelier/domain/account/company.schema";
import type { Role } from "@atelier/domain/account/roles";
import type { ProductStatus } from "@atelier/domain/product/product-list.schema";
import type { MantineColor } from "@mantine/core";

/**
 * One colour per meaning (decisions/web-theme-tokens.md). Screens pick a colour from these tokens,
 * never a hue by name, so the same meaning looks the same everywhere.
 */
export const TONES = {
  /** Actions that go on: Save, Add, links, the selection. */
  primary: "indigo",
  /** Look before you go on: a save that asks 'Confirm?', warnings that are not failures. */
  caution: "orange",
  /** Destroys or fails: Archive, Delete, Discard, errors. */
  danger: "red",
  /** Done or live: saved, copied, Production, the active version. */
  success: "green",
  /** Being worked on or new: Development, the latest version, notices. */
  info: "blue",
  /** What an item is rather than its state: Mixin, the Atelier role. */
  kind: "grape",
  /** Secondary or retired: Archived, counts, value types, quiet icon buttons. */
  neutral: "gray",
} as const satisfies Record<string, MantineColor>;

export type Tone = keyof typeof TONES;

/** A workspace's instance type and a product's status share their words, so they share colours. */
export const STAGE_COLORS: Record<InstanceType | ProductStatus, MantineColor> = {
  Development: TONES.info,
  Staging: TONES.caution,
  Production: TONES.success,
  Archived: TONES.neutral,
};

/** The short status labels of lists and the sidebar. */
export const LABEL_COLORS = {
  active: TONES.success,
  latest: TONES.info,
  mixin: TONES.kind,
  /** An item added and not saved yet. */
  unsaved: TONES.caution,
} as const satisfies Record<string, MantineColor>;

/** A role grants work (primary), is the platform's own (kind) or grants none (neutral). */
export const ROLE_COLORS: Record<Role, MantineColor> = {
  Atelier: TONES.kind,
  Administrator: TONES.primary,
  "Manage Configuration": TONES.primary,
  "Manage Orders": TONES.primary,
  None: TONES.neutral,
};

/**
 * A button on 'Confirm?': a save (always the primary colour until then) asks in the caution colour, in
 * every editor; Archive, Delete and Discard ask in the danger colour.
 */
export const CONFIRM_COLORS = {
  save: TONES.caution,
  destroy: TONES.danger,
} as const satisfies Record<string, MantineColor>;
