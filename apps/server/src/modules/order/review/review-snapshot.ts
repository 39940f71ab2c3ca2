import type { RecipeStored } from "@atelier/domain/customer/recipe.schema";
import {
  type ReviewChange,
  type ReviewSelection,
  ReviewSnapshot,
  type ReviewText,
} from "@atelier/domain/order/review.schema";
import { splitValueKey } from "@atelier/domain/rules/engine/values";
import type { AuditChange } from "@atelier/domain/shared/audit.schema";
import type { Attachment } from "@atelier/domain/shared/comment.schema";

/** The recipe's chosen components, as the page lists them. */
export function reviewSelections(content: Pick<RecipeStored, "selections">): ReviewSelection[] {
  return content.selections.map(({ placementCode, placementName, componentCode, componentName }) => ({
    placementCode,
    placementName,
    componentCode,
    componentName,
  }));
}

/** The recipe's personal values ('{attribute} OF {placement}', or an attribute of the whole product). */
export function reviewTexts(content: Pick<RecipeStored, "values">): ReviewText[] {
  return Object.entries(content.values).map(([key, value]) => {
    const split = splitValueKey(key);
    return { attribute: split?.attribute ?? key, placementCode: split?.placement ?? "", value: String(value) };
  });
}

/** The newest `view` file of each view code: the image staff put in place of that view's rendered preview. */
export function viewReplacements(attachments: readonly Attachment[]): Map<string, Attachment> {
  const byView = new Map<string, Attachment>();
  for (const attachment of attachments) {
    if (attachment.usage !== "view" || attachment.view === "") continue;
    const known = byView.get(attachment.view);
    if (!known || known.created <= attachment.created) byView.set(attachment.view, attachment);
  }
  return byView;
}

/** What the customer is shown now: the recipe, each proof's current version and each view's image. */
export function reviewSnapshot(
  recipeId: string,
  content: Pick<RecipeStored, "selections" | "values" | "views">,
  attachments: readonly Attachment[],
): ReviewSnapshot {
  const replacements = viewReplacements(attachments);
  return {
    recipeId,
    selections: reviewSelections(content),
    texts: reviewTexts(content),
    proofs: attachments
      .filter((attachment) => attachment.usage === "proof")
      .map(({ attachmentId, name, currentVersion, sha256 }) => ({
        attachmentId,
        name,
        version: currentVersion,
        sha256,
      })),
    views: content.views.map(({ code, name }) => {
      const replacement = replacements.get(code);
      return {
        code,
        name,
        replacement: replacement
          ? { attachmentId: replacement.attachmentId, version: replacement.currentVersion }
          : null,
      };
    }),
  };
}

/**
 * The snapshot an answer recorded, read back from its audit entry (a creation: one change per top-level
 * field, empty lists left out), or null when the entry holds none.
 */
export function snapshotFromChanges(changes: readonly AuditChange[]): ReviewSnapshot | null {
  const fields = Object.fromEntries(changes.map((change) => [change.field, change.after]));
  const parsed = ReviewSnapshot.safeParse(fields);
  return parsed.success ? parsed.data : null;
}

const textKey = (text: ReviewText) => `${text.attribute} OF ${text.placementCode}`;
const textSubject = (text: ReviewText, placements: ReadonlyMap<string, string>) =>
  text.placementCode === ""
    ? text.attribute
    : `${text.attribute} (${placements.get(text.placementCode) ?? text.placementCode})`;
const proofVersion = (proof: ReviewSnapshot["proofs"][number] | undefined) => (proof ? `version ${proof.version}` : "");
const viewImage = (view: ReviewSnapshot["views"][number] | undefined) =>
  view === undefined ? "" : view.replacement ? `new image, version ${view.replacement.version}` : "rendered preview";

/** Pairs the items of two lists by key: each key once, in the order of `after` then the ones only in `before`. */
function paired<T>(before: readonly T[], after: readonly T[], key: (item: T) => string) {
  const old = new Map(before.map((item) => [key(item), item]));
  const now = new Map(after.map((item) => [key(item), item]));
  const keys = [...new Set([...now.keys(), ...old.keys()])];
  return keys.map((k) => ({ before: old.get(k), after: now.get(k) }));
}

/**
 * What differs between what the customer answered on (`seen`) and what they are shown now: a placement's
 * component, a personal text, a proof (new, a new version, or removed) and a view's image. Words only: the
 * page shows them as they come.
 */
export function reviewChanges(seen: ReviewSnapshot, now: ReviewSnapshot): ReviewChange[] {
  const changes: ReviewChange[] = [];
  for (const { before, after } of paired(seen.selections, now.selections, (s) => s.placementCode)) {
    if (before?.componentCode === after?.componentCode) continue;
    const subject = (after ?? before)?.placementName ?? "";
    changes.push({
      kind: "selection",
      subject,
      before: before?.componentName ?? "",
      after: after?.componentName ?? "",
    });
  }
  const placements = new Map(now.selections.map((s) => [s.placementCode, s.placementName]));
  for (const { before, after } of paired(seen.texts, now.texts, textKey)) {
    if (before?.value === after?.value) continue;
    const text = after ?? before;
    if (!text) continue;
    changes.push({
      kind: "text",
      subject: textSubject(text, placements),
      before: before?.value ?? "",
      after: after?.value ?? "",
    });
  }
  for (const { before, after } of paired(seen.proofs, now.proofs, (p) => p.attachmentId)) {
    if (before?.sha256 === after?.sha256 && before?.version === after?.version) continue;
    const subject = (after ?? before)?.name ?? "";
    changes.push({ kind: "proof", subject, before: proofVersion(before), after: proofVersion(after) });
  }
  for (const { before, after } of paired(seen.views, now.views, (v) => v.code)) {
    if (JSON.stringify(before?.replacement ?? null) === JSON.stringify(after?.replacement ?? null)) continue;
    const subject = (after ?? before)?.name ?? "";
    changes.push({ kind: "view", subject, before: viewImage(before), after: viewImage(after) });
  }
  return changes;
}
