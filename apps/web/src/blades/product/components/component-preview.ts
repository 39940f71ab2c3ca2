import { type ComponentList, type ComponentSummary, NO_ACTIVE_VERSION } from "@atelier/domain/product/component.schema";

/** Where a preview by code lands: the one component's editor, or the version's components searched by the code. */
export type PreviewTarget =
  | { kind: "editor"; productId: string; versionId: string; component: ComponentSummary }
  | { kind: "list"; productId: string; versionId: string; filter: string };

/** What a preview by code does, given from outside so the flow can be tested alone. */
export interface PreviewSteps {
  /** The remembered preview product, or null. */
  stored: () => string | null;
  /** Remembers the preview product, or forgets it with null. */
  store: (productId: string | null) => void;
  /** Asks the user for a preview product, saying why when a previous one failed; null when they gave up. */
  pick: (notice: string | undefined) => Promise<string | null>;
  /** The product's active version id, or null when it has none. Throws when the product cannot be read. */
  activeVersion: (productId: string) => Promise<string | null>;
  search: (productId: string, versionId: string, code: string) => Promise<ComponentList>;
  /** The message a failed call shows in the next pick. */
  failureMessage: (error: unknown) => string;
  open: (target: PreviewTarget) => void;
}

/** The components whose code is the given one, in any case. */
function exactMatches(list: ComponentList, code: string): ComponentSummary[] {
  const wanted = code.toLowerCase();
  return list.components.filter((component) => component.code.toLowerCase() === wanted);
}

/**
 * Preview by code (spec part 1, 4 "Component preview from the shell"; part 2 "Components of a
 * version"): the preview product's active version is searched for the code. Any failure forgets the
 * product and picking repeats, with the failure shown, until it works or the user closes the picker.
 */
export async function runComponentPreview(steps: PreviewSteps, code: string): Promise<void> {
  let notice: string | undefined;
  for (;;) {
    let productId = steps.stored();
    if (productId === null) {
      productId = await steps.pick(notice);
      if (productId === null) return;
      steps.store(productId);
    }
    try {
      const versionId = await steps.activeVersion(productId);
      if (versionId === null) {
        notice = NO_ACTIVE_VERSION;
      } else {
        const matches = exactMatches(await steps.search(productId, versionId, code), code);
        const [only] = matches;
        steps.open(
          matches.length === 1 && only !== undefined
            ? { kind: "editor", productId, versionId, component: only }
            : { kind: "list", productId, versionId, filter: code },
        );
        return;
      }
    } catch (error) {
      notice = steps.failureMessage(error);
    }
    steps.store(null);
  }
}
