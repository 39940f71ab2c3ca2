import type { ComponentRuleCreateInput, ComponentRuleSaveResult } from "@atelier/domain/product/component-rule.schema";
import { asc, eq } from "drizzle-orm";
import {
  addComponentPlacement,
  addComponentType,
  createComponentOption,
  createOptionDefinition,
  createPackageRow,
} from "../../../../test/catalogue-factories";
import { signedIn } from "../../../../test/factories";
import type { CallResult } from "../../../../test/http";
import type { TestApp } from "../../../../test/test-app";
import { components } from "../../../db/schema/components";
import { versionScene } from "../version/version.fixtures";

/**
 * A package of version 2 of a product of a new company (see versionScene) and a placement 'Upper' (code UP) taking two
 * types: 'Material + Color' (required, prefix 'U-', suffix '!', part code material code, '-', the
 * colour's 'hex' attribute padded to 4 with '0') and 'Font' (optional, prefix '/', no format). Material
 * has LEA, CAN and SUE, Color RED and BLU, Font SERIF and SANS. The client is a configurator's.
 */
export async function ruleScene(t: Pick<TestApp, "app" | "db">) {
  const scene = await versionScene(t.db);
  const { company } = scene;
  const client = await signedIn(t.app, scene.configurator);
  const pack = await createPackageRow(t.db, company, scene.v2.id, "Laces");
  const [material, color, font] = await Promise.all(
    ["Material", "Color", "Font"].map((name) => createOptionDefinition(t.db, company, { name })),
  );
  if (!material || !color || !font) throw new Error("definitions missing");
  const option = (definitionId: string, code: string, hex?: string) =>
    createComponentOption(t.db, company, {
      componentOptionDefinitionId: definitionId,
      code,
      settings: hex === undefined ? {} : { customAttributesJson: [{ id: "hex", name: "hex", value: hex }] },
    });
  const [lea, can, sue, red, blu, serif, sans] = await Promise.all([
    option(material.id, "LEA"),
    option(material.id, "CAN"),
    option(material.id, "SUE"),
    option(color.id, "RED", "f00"),
    option(color.id, "BLU", "00f"),
    option(font.id, "SERIF"),
    option(font.id, "SANS"),
  ]);
  if (!lea || !can || !sue || !red || !blu || !serif || !sans) throw new Error("options missing");
  const refs = (...ids: string[]) => ids.map((componentOptionDefinitionId) => ({ componentOptionDefinitionId }));
  const materialColor = await addComponentType(client, {
    componentOptionDefinitions: refs(material.id, color.id),
    partCodeFormat: [
      { id: "s1", type: "code", targetId: material.id },
      { id: "s2", type: "static", text: "-" },
      { id: "s3", type: "attribute", targetId: color.id, name: "hex", width: 4, fill: "0" },
    ],
  });
  const fontType = await addComponentType(client, { componentOptionDefinitions: refs(font.id) });
  const placement = await addComponentPlacement(client, {
    code: "UP",
    name: "Upper",
    componentTypes: [
      { componentTypeId: materialColor.componentTypeId, codePrefix: "U-", codeSuffix: "!" },
      { componentTypeId: fontType.componentTypeId, codePrefix: "/", optional: true },
    ],
  });
  const path = `product/${scene.product.id}/version/${scene.v2.id}/package/${pack.id}/generator`;
  /** A rule of the placement selecting `material`, `color` and `font` options. */
  const input = (
    selection: { material?: string[]; color?: string[]; font?: string[] } = {},
  ): ComponentRuleCreateInput => ({
    parameters: {
      componentPlacements: [placement.componentPlacementId],
      enabledOptions: [
        { componentOptionDefinitionId: material.id, componentOptionIds: selection.material ?? [lea.id, can.id] },
        { componentOptionDefinitionId: color.id, componentOptionIds: selection.color ?? [red.id, blu.id] },
        { componentOptionDefinitionId: font.id, componentOptionIds: selection.font ?? [] },
      ],
    },
  });
  return {
    ...scene,
    client,
    pack,
    path,
    input,
    definitions: { material, color, font },
    options: { lea, can, sue, red, blu, serif, sans },
    types: { materialColor, fontType },
    placement,
  };
}

/** The answer of a save that must have answered `status`. */
export function savedOf(res: CallResult, status = 200): ComponentRuleSaveResult {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as ComponentRuleSaveResult;
}

/** The stored components of a rule, by code. */
export function componentsOf(t: Pick<TestApp, "db">, generatorId: string) {
  return t.db
    .select()
    .from(components)
    .where(eq(components.generatorId, generatorId))
    .orderBy(asc(components.code), asc(components.optionKey));
}
