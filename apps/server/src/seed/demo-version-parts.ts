import { randomUUID } from "node:crypto";
import type { ComponentPackageInput } from "@atelier/domain/product/package.schema";
import type { Rule, RuleType } from "@atelier/domain/product/rule.schema";
import type { ComponentGroup, ImageView } from "@atelier/domain/product/version.schema";
import type { PriceEntry } from "@atelier/domain/shared/price.schema";

/** Small builders for the demo versions' content (demo-version-content.ts). */

export const attribute = (name: string, value: string | number | null) => ({ id: randomUUID(), name, value });

export function price(currencyCode: string, value: number, breakpoint: number | null = null): PriceEntry {
  return { id: randomUUID(), currencyCode, value, breakpoint };
}

export function group(name: string, code: string, attributes: ReturnType<typeof attribute>[] = []): ComponentGroup {
  return {
    name,
    code,
    explicitOrder: null,
    customAttributesJson: attributes,
    // Placements are assigned once the catalogue's placements exist.
    componentPlacements: [],
  };
}

type ViewOptions = Partial<Omit<ImageView, "name" | "code" | "viewType">>;

export function view(
  name: string,
  code: string,
  viewType: ImageView["viewType"],
  options: ViewOptions = {},
): ImageView {
  return {
    name,
    code,
    viewType,
    explicitOrder: null,
    frameLow: 0,
    frameHigh: 0,
    bakedFrame: 0,
    backgroundComponent: "",
    staticImageUrl: "",
    hidden: false,
    mixin: false,
    productionReady: true,
    bakeInRecipe: false,
    onlySelectedPlacements: false,
    variants: [],
    customAttributesJson: [],
    componentPlacements: [],
    ...options,
  };
}

export const variant = (code: string, suffix: string) => ({ id: randomUUID(), code, suffix });

/** A rule of one of the listed types: `source`, `target` and `except` hold component tags. */
export function rule(
  type: Exclude<RuleType, "Coded">,
  description: string,
  lists: { source?: string[]; target?: string[]; except?: string[] },
): Rule {
  return {
    id: randomUUID(),
    type,
    description,
    inactive: false,
    source: lists.source ?? [],
    target: lists.target ?? [],
    except: lists.except ?? [],
  };
}

/** A coded rule (the language of spec part 1 section 5), indented by four spaces as the editor does. */
export function codedRule(description: string, code: string): Rule {
  return { id: randomUUID(), type: "Coded", description, inactive: false, source: [], target: [], except: [], code };
}

export type DemoPackage = Omit<ComponentPackageInput, "componentPackageId" | "temporaryId" | "etag" | "archived">;
