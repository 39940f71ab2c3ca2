import { BoxGeometry, DataTexture, Group, Mesh, MeshBasicMaterial, MeshStandardMaterial } from "three";
import { describe, expect, it } from "vitest";
import { applyMaterialToggles, type MaterialToggles } from "./material-toggles";

const texture = () => new DataTexture(new Uint8Array(4), 1, 1);
const ALL_ON: MaterialToggles = { ao: true, bump: true, diffuse: true, wireframe: false };

function model() {
  const maps = { map: texture(), aoMap: texture(), bumpMap: texture(), normalMap: texture() };
  const standard = new MeshStandardMaterial(maps);
  const basic = new MeshBasicMaterial({ map: maps.map });
  const root = new Group();
  root.add(new Mesh(new BoxGeometry(), standard));
  root.add(new Mesh(new BoxGeometry(), [basic]));
  return { root, standard, basic, maps };
}

describe("applyMaterialToggles", () => {
  it("removes and restores each group of maps", () => {
    const { root, standard, basic, maps } = model();
    applyMaterialToggles(root, { ...ALL_ON, ao: false });
    expect(standard.aoMap).toBeNull();
    expect(standard.map).toBe(maps.map);

    applyMaterialToggles(root, { ...ALL_ON, bump: false, diffuse: false });
    expect(standard.aoMap).toBe(maps.aoMap);
    expect(standard.bumpMap).toBeNull();
    expect(standard.normalMap).toBeNull();
    expect(standard.map).toBeNull();
    expect(basic.map).toBeNull();

    applyMaterialToggles(root, ALL_ON);
    expect(standard).toMatchObject(maps);
    expect(basic.map).toBe(maps.map);
  });

  it("asks for a new shader only when a map changes, and never adds slots a material lacks", () => {
    const { root, standard, basic } = model();
    const versions = () => [standard.version, basic.version];
    const before = versions();
    applyMaterialToggles(root, ALL_ON);
    expect(versions()).toEqual(before);
    applyMaterialToggles(root, { ...ALL_ON, bump: false });
    expect(standard.version).toBeGreaterThan(before[0] ?? 0);
    expect(basic.version).toBe(before[1]);
    expect("bumpMap" in basic).toBe(false);
  });

  it("turns wireframe on and off", () => {
    const { root, standard, basic } = model();
    applyMaterialToggles(root, { ...ALL_ON, wireframe: true });
    expect([standard.wireframe, basic.wireframe]).toEqual([true, true]);
    applyMaterialToggles(root, ALL_ON);
    expect([standard.wireframe, basic.wireframe]).toEqual([false, false]);
  });
});
