import type { ModelFigures } from "@atelier/domain/asset/optimization.schema";
import { type Document, Primitive } from "@gltf-transform/core";

/**
 * What a model holds, as View details shows it before and after: `size` is the file (or files) in bytes;
 * vertices and triangles count each mesh once (an instanced mesh is not counted per use), triangles
 * from the triangle modes only; textures and the bytes of their images.
 */
export function modelFigures(document: Document, size: number): ModelFigures {
  const root = document.getRoot();
  let vertices = 0;
  let triangles = 0;
  for (const mesh of root.listMeshes()) {
    for (const primitive of mesh.listPrimitives()) {
      const count = primitive.getAttribute("POSITION")?.getCount() ?? 0;
      vertices += count;
      triangles += triangleCount(primitive, count);
    }
  }
  const textures = root.listTextures();
  return {
    size,
    vertices,
    triangles,
    meshes: root.listMeshes().length,
    textures: textures.length,
    textureBytes: textures.reduce((sum, texture) => sum + (texture.getImage()?.byteLength ?? 0), 0),
  };
}

function triangleCount(primitive: Primitive, vertexCount: number): number {
  const elements = primitive.getIndices()?.getCount() ?? vertexCount;
  switch (primitive.getMode()) {
    case Primitive.Mode.TRIANGLES:
      return Math.floor(elements / 3);
    case Primitive.Mode.TRIANGLE_STRIP:
    case Primitive.Mode.TRIANGLE_FAN:
      return Math.max(0, elements - 2);
    default:
      return 0;
  }
}
