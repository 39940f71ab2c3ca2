import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { type BladeKind, type BladeKindInfo, bladeKindInfo } from "./blade-kinds";
import type { BladeProps } from "./blade-types";

type BladeComponent = LazyExoticComponent<ComponentType<BladeProps>>;

interface BladeDefinition extends BladeKindInfo {
  component: BladeComponent;
}

/** Every kind whose area is not built yet shares this one blade, which says so plainly. */
const NotBuiltBlade = lazy(() =>
  import("../../blades/not-built/not-built.blade").then((module) => ({ default: module.NotBuiltBlade })),
);

/** Blades with their own component; each loads on first open, never with the shell. */
const BUILT_BLADES: Partial<Record<BladeKind, BladeComponent>> = {
  WhatsNew: lazy(() =>
    import("../../blades/whats-new/whats-new.blade").then((module) => ({ default: module.WhatsNewBlade })),
  ),
  MetadataGuide: lazy(() =>
    import("../../blades/metadata-guide/metadata-guide.blade").then((module) => ({
      default: module.MetadataGuideBlade,
    })),
  ),
};

export function bladeDefinition(kind: BladeKind): BladeDefinition {
  return { ...bladeKindInfo(kind), component: BUILT_BLADES[kind] ?? NotBuiltBlade };
}
