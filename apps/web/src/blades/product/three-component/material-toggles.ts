import type { Material, Mesh, Object3D, Texture } from "three";

/** The maps the AO, Bump and Diffuse toggles turn on and off. */
interface ToggledMaps {
  aoMap: Texture | null;
  bumpMap: Texture | null;
  normalMap: Texture | null;
  map: Texture | null;
}
type ToggledMaterial = Material & Partial<ToggledMaps> & { wireframe?: boolean };

export interface MaterialToggles {
  ao: boolean;
  bump: boolean;
  diffuse: boolean;
  wireframe: boolean;
}

/** Each material's own maps, kept the first time it is seen so turning a toggle back on restores them. */
const originals = new WeakMap<Material, ToggledMaps>();

function ownMaps(material: ToggledMaterial): ToggledMaps {
  let maps = originals.get(material);
  if (maps === undefined) {
    maps = {
      aoMap: material.aoMap ?? null,
      bumpMap: material.bumpMap ?? null,
      normalMap: material.normalMap ?? null,
      map: material.map ?? null,
    };
    originals.set(material, maps);
  }
  return maps;
}

function apply(material: ToggledMaterial, toggles: MaterialToggles): void {
  const maps = ownMaps(material);
  const next: ToggledMaps = {
    aoMap: toggles.ao ? maps.aoMap : null,
    bumpMap: toggles.bump ? maps.bumpMap : null,
    normalMap: toggles.bump ? maps.normalMap : null,
    map: toggles.diffuse ? maps.map : null,
  };
  let changed = false;
  for (const key of Object.keys(next) as (keyof ToggledMaps)[]) {
    // Only the slots the material has: a basic material has no bump map to set.
    if (!(key in material) || material[key] === next[key]) continue;
    material[key] = next[key];
    changed = true;
  }
  if ("wireframe" in material && material.wireframe !== toggles.wireframe) material.wireframe = toggles.wireframe;
  // Adding or removing a map changes the shader program.
  if (changed) material.needsUpdate = true;
}

/** Applies the toggles to every material of the meshes under `root`. */
export function applyMaterialToggles(root: Object3D, toggles: MaterialToggles): void {
  root.traverse((object) => {
    const material = (object as Mesh).isMesh ? (object as Mesh).material : undefined;
    if (material === undefined) return;
    for (const one of Array.isArray(material) ? material : [material]) apply(one, toggles);
  });
}
