import type { BufferGeometry, Material, Mesh, Object3D, Texture } from "three";

/** What the stats panel shows, in its order (spec part 2, "3D model viewer"). */
export interface RenderStats {
  fps: number;
  drawCalls: number;
  meshes: number;
  vertices: number;
  faces: number;
  materials: number;
  textures: number;
}

export type SceneStats = Pick<RenderStats, "meshes" | "vertices" | "faces" | "materials" | "textures">;

const isMesh = (object: Object3D): object is Mesh => (object as Mesh).isMesh === true;
const isTexture = (value: unknown): value is Texture =>
  typeof value === "object" && value !== null && (value as Texture).isTexture === true;

function faceCount(geometry: BufferGeometry): number {
  const drawn = geometry.index?.count ?? geometry.getAttribute("position")?.count ?? 0;
  return Math.floor(drawn / 3);
}

/** The visible meshes under `root`, their vertices and triangles, and the distinct materials and textures. */
export function sceneStats(root: Object3D): SceneStats {
  let meshes = 0;
  let vertices = 0;
  let faces = 0;
  const materials = new Set<Material>();
  root.traverseVisible((object) => {
    if (!isMesh(object)) return;
    meshes += 1;
    vertices += object.geometry.getAttribute("position")?.count ?? 0;
    faces += faceCount(object.geometry);
    for (const material of Array.isArray(object.material) ? object.material : [object.material]) {
      materials.add(material);
    }
  });
  const textures = new Set<Texture>();
  for (const material of materials) {
    for (const value of Object.values(material)) if (isTexture(value)) textures.add(value);
  }
  return { meshes, vertices, faces, materials: materials.size, textures: textures.size };
}
