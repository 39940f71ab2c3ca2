import { randomBytes } from "node:crypto";
import type {
  ComponentOption,
  ComponentOptionCreateInput,
  ComponentOptionUpdateInput,
} from "@atelier/domain/catalogue/component-option.schema";
import { ComponentOptionDefinitionCreateInput } from "@atelier/domain/catalogue/component-option-definition.schema";
import {
  type ComponentPlacement,
  ComponentPlacementCreateInput,
  type ComponentPlacementUpdateInput,
  type PlacementUsage,
} from "@atelier/domain/catalogue/component-placement.schema";
import type {
  ComponentType,
  ComponentTypeCreateInput,
  ComponentTypeUpdateInput,
} from "@atelier/domain/catalogue/component-type.schema";
import { DimensionCreateInput } from "@atelier/domain/catalogue/dimension.schema";
import { SiteCreateInput } from "@atelier/domain/catalogue/site.schema";
import { naturalSortKey } from "@atelier/domain/shared/natural-order";
import type { Db } from "../src/db/client";
import type { CompanyRow } from "../src/db/schema/companies";
import { componentGenerators } from "../src/db/schema/component-generators";
import { componentOptionDefinitions } from "../src/db/schema/component-option-definitions";
import type { ComponentOptionRow, NewComponentOptionRow } from "../src/db/schema/component-options";
import { components } from "../src/db/schema/components";
import { insertOption } from "../src/modules/catalogue/component-option/component-option.repo";
import { componentOptionDefinitionStore } from "../src/modules/catalogue/component-option-definition/component-option-definition.repo";
import { componentPlacementStore } from "../src/modules/catalogue/component-placement/component-placement.repo";
import { dimensionStore } from "../src/modules/catalogue/dimension/dimension.repo";
import { siteStore } from "../src/modules/catalogue/site/site.repo";
import { insertPackages } from "../src/modules/product/package/package.repo";
import type { ApiClient, CallResult } from "./http";

const suffix = () => randomBytes(3).toString("hex").toUpperCase();

/** An option definition of `company` (a unique name unless given), as options are based on. */
export async function createDefinitionForOptions(db: Db, company: Pick<CompanyRow, "id">, name = `Color ${suffix()}`) {
  const [row] = await db.insert(componentOptionDefinitions).values({ companyId: company.id, name }).returning();
  if (!row) throw new Error("definition insert returned no row");
  return row;
}

/** An option of `company` (a unique code unless given), written straight to the database. */
export function createComponentOption(
  db: Db,
  company: Pick<CompanyRow, "id">,
  values: Partial<Omit<NewComponentOptionRow, "id" | "companyId" | "etag">> = {},
): Promise<ComponentOptionRow> {
  return insertOption(db, company.id, { code: `OPT-${suffix()}`, ...values });
}

/** A valid body for POST componentoption: a unique code, every other field at its default. */
export function optionInput(values: Partial<ComponentOptionCreateInput> = {}): ComponentOptionCreateInput {
  return { code: `OPT-${suffix()}`, ...values };
}

/** A body for PUT componentoption/{id}: the option as read, with its etag, changed by `values`. */
export function optionUpdate(
  option: ComponentOption,
  values: Partial<ComponentOptionUpdateInput> = {},
): ComponentOptionUpdateInput {
  const { componentOptionId: _id, created: _created, lastUpdated: _updated, ...fields } = option;
  return { ...fields, ...values };
}

/** A site of `company` (a unique code unless given), written straight to the database. */
export function createSite(db: Db, company: Pick<CompanyRow, "id">, values: Partial<SiteCreateInput> = {}) {
  return siteStore.insert(db, company.id, SiteCreateInput.parse(siteInput(values)), new Date());
}

/** A valid body for POST site: a unique name and code, every other field at its default. */
export function siteInput(values: Partial<SiteCreateInput> = {}): SiteCreateInput {
  const code = `site-${suffix()}`;
  return { name: `Site ${code}`, code, ...values };
}

/** A dimension of `company` (a unique code unless given), written straight to the database. */
export function createDimension(db: Db, company: Pick<CompanyRow, "id">, values: Partial<DimensionCreateInput> = {}) {
  return dimensionStore.insert(db, company.id, DimensionCreateInput.parse(dimensionInput(values)), new Date());
}

/** A valid body for POST dimension: a unique name and code, a unit, every other field at its default. */
export function dimensionInput(values: Partial<DimensionCreateInput> = {}): DimensionCreateInput {
  const code = `DIM-${suffix()}`;
  return { name: `Weight ${code}`, code, unit: "g", ...values };
}

/** An option definition of `company` (a unique name unless given), written through its store. */
export function createOptionDefinition(
  db: Db,
  company: Pick<CompanyRow, "id">,
  values: Partial<ComponentOptionDefinitionCreateInput> = {},
) {
  const fields = ComponentOptionDefinitionCreateInput.parse(optionDefinitionInput(values));
  return componentOptionDefinitionStore.insert(db, company.id, fields, new Date());
}

/** A valid body for POST componentoptiondefinition: a unique name, every other field at its default. */
export function optionDefinitionInput(
  values: Partial<ComponentOptionDefinitionCreateInput> = {},
): ComponentOptionDefinitionCreateInput {
  return { name: `Material ${suffix()}`, ...values };
}

/** A valid body for POST componenttype: a unique name, every other field at its default. */
export function componentTypeInput(values: Partial<ComponentTypeCreateInput> = {}): ComponentTypeCreateInput {
  return { name: `Type ${suffix()}`, ...values };
}

/** A body for PUT componenttype/{id}: the type as read, with its etag, changed by `values`. */
export function componentTypeUpdate(
  type: ComponentType,
  values: Partial<ComponentTypeUpdateInput> = {},
): ComponentTypeUpdateInput {
  const { componentTypeId: _id, created: _created, lastUpdated: _updated, ...fields } = type;
  return { ...fields, ...values };
}

/** A valid body for POST componentplacement: a unique name and code, every other field at its default. */
export function componentPlacementInput(
  values: Partial<ComponentPlacementCreateInput> = {},
): ComponentPlacementCreateInput {
  const code = `PLC-${suffix()}`;
  return { name: `Placement ${code}`, code, ...values };
}

/** A body for PUT componentplacement/{id}: the placement as read, with its etag, changed by `values`. */
export function componentPlacementUpdate(
  placement: ComponentPlacement,
  values: Partial<ComponentPlacementUpdateInput> = {},
): ComponentPlacementUpdateInput {
  const { componentPlacementId: _id, created: _created, lastUpdated: _updated, ...fields } = placement;
  return { ...fields, ...values };
}

/** Answers the body of a call that must have answered `status`. */
function bodyOf<T>(res: CallResult, status: number): T {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as T;
}

/** A type added through POST componenttype by `client`, with `componentTypeInput(values)`. */
export async function addComponentType(
  client: ApiClient,
  values: Partial<ComponentTypeCreateInput> = {},
): Promise<ComponentType> {
  return bodyOf(await client.post("componenttype", componentTypeInput(values)), 201);
}

/** A placement of `company` without types (a unique code unless given), written straight to the database. */
export function createPlacement(
  db: Db,
  company: Pick<CompanyRow, "id">,
  values: Partial<ComponentPlacementCreateInput> = {},
) {
  const { componentTypes: _types, ...columns } = ComponentPlacementCreateInput.parse(componentPlacementInput(values));
  return componentPlacementStore.insert(db, company.id, columns, new Date());
}

/** A placement added through POST componentplacement by `client`, with `componentPlacementInput(values)`. */
export async function addComponentPlacement(
  client: ApiClient,
  values: Partial<ComponentPlacementCreateInput> = {},
): Promise<ComponentPlacement> {
  return bodyOf(await client.post("componentplacement", componentPlacementInput(values)), 201);
}

/** A package of a version, written straight to the database. */
export async function createPackageRow(db: Db, company: Pick<CompanyRow, "id">, versionId: string, name = "Package") {
  const [row] = await insertPackages(db, company.id, versionId, [
    {
      name,
      description: "",
      basePriceJson: [],
      packagePriceJson: [],
      customAttributesJson: [],
      position: 0,
      createdAt: new Date(),
    },
  ]);
  if (!row) throw new Error("package insert returned no row");
  return row;
}

/**
 * A component rule of a package with its components, written straight to the database (the rule's
 * parameters name the placement only): for tests of what reads or copies components.
 */
export async function createRuleWithComponents(
  db: Db,
  company: Pick<CompanyRow, "id">,
  ids: { productId: string; versionId: string; packageId: string; placementId: string },
  items: readonly { code: string; optionIds?: string[]; unavailable?: boolean; usage?: PlacementUsage }[],
) {
  const [rule] = await db
    .insert(componentGenerators)
    .values({
      companyId: company.id,
      productId: ids.productId,
      versionId: ids.versionId,
      packageId: ids.packageId,
      parameters: { componentPlacements: [ids.placementId], enabledOptions: [] },
      generated: items.length,
    })
    .returning();
  if (!rule) throw new Error("component rule insert returned no row");
  const rows =
    items.length === 0
      ? []
      : await db
          .insert(components)
          .values(
            items.map((item) => ({
              companyId: company.id,
              versionId: ids.versionId,
              packageId: ids.packageId,
              generatorId: rule.id,
              placementId: ids.placementId,
              optionKey: item.optionIds?.toSorted().join(",") ?? item.code,
              optionIds: item.optionIds ?? [],
              code: item.code,
              codeSortKey: naturalSortKey(item.code),
              placementIndependentCode: item.code.toLowerCase(),
              usage: item.usage ?? "Standard",
              unavailable: item.unavailable ?? false,
            })),
          )
          .returning();
  return { rule, components: rows };
}
