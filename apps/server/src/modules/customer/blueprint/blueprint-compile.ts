import { ComponentOptionFields } from "@atelier/domain/catalogue/component-option.schema";
import type {
  Blueprint,
  BlueprintComponent,
  BlueprintGroup,
  BlueprintOption,
  BlueprintPlacement,
  BlueprintRule,
  BlueprintView,
} from "@atelier/domain/customer/blueprint.schema";
import type { ImageMappingEntry } from "@atelier/domain/product/component.schema";
import type { Rule } from "@atelier/domain/product/rule.schema";
import { componentImage, type ImageSource } from "@atelier/domain/product/view-images";
import type { ComponentOptionSettings } from "../../../db/schema/component-options";
import type { ProductVersionRow } from "../../../db/schema/product-versions";
import type { ProductRow, ProductSettings } from "../../../db/schema/products";
import type {
  BlueprintComponentRow,
  BlueprintOptionRow,
  BlueprintPackageRow,
  BlueprintPlacementRow,
} from "./blueprint.repo";
import { type Activity, activityOf } from "./blueprint-availability";
import { attributeMap, placementFields } from "./blueprint-fields";

/** Everything a version's blueprint is made of, as read from the database. */
export interface CompileSource {
  product: ProductRow;
  settings: ProductSettings;
  version: ProductVersionRow;
  mixinRules: { styleCode: string; rules: Rule[] }[];
  packages: BlueprintPackageRow[];
  components: BlueprintComponentRow[];
  options: BlueprintOptionRow[];
  placements: BlueprintPlacementRow[];
  assetsRevision: number;
  imageMapping: ImageMappingEntry[];
  compiledAt: Date;
}

/**
 * A compiled version: the blueprint with every component available, the site "" and the compile time, beside
 * what availability is judged from (per component in the blueprint's order, the activity of its options).
 */
export interface CompiledVersion {
  blueprint: Blueprint;
  productActivity: Activity;
  /** The product's sites; empty when it is sold on every site. */
  productSites: string[];
  componentActivity: Activity[][];
  /** Every activeFrom moment (ms), sorted: availability changes only when one passes. */
  thresholds: number[];
  componentCount: number;
}

const DEFAULT_OPTION_SETTINGS: ComponentOptionSettings = (() => {
  const {
    componentOptionDefinitionId: _d,
    code: _c,
    name: _n,
    description: _de,
    tags: _t,
    ...rest
  } = ComponentOptionFields.parse({ code: "-" });
  const { explicitOrder: _e, orderListEnd: _o, inactive: _i, ...settings } = rest;
  return settings;
})();

interface CompiledOption {
  option: BlueprintOption;
  activity: Activity;
  modelAsset: string | null;
}

function compileOption(row: BlueprintOptionRow): CompiledOption {
  const settings = { ...DEFAULT_OPTION_SETTINGS, ...row.settings };
  const option: BlueprintOption = {
    componentOptionId: row.id,
    definitionName: row.definitionName ?? "",
    code: row.code,
    name: row.name,
    description: row.description,
    tags: row.tags,
    customAttributes: settings.customAttributesJson,
    priceJson: settings.priceJson,
    setupPriceJson: settings.setupPriceJson,
    priceOnce: settings.priceOnce,
    quantityMultiplier: settings.quantityMultiplier,
    assets: settings.assetsJson,
  };
  const model = settings.assetsJson.find((asset) => asset.type === "Asset" && asset.frame === null);
  return {
    option,
    activity: activityOf({ ...settings, inactive: row.inactive }),
    modelAsset: model?.asset ?? null,
  };
}

function compileViews(source: CompileSource, placementCodes: Map<string, string>): BlueprintView[] {
  return source.version.imageViews
    .filter((view) => !view.hidden)
    .map((view) => {
      const listed = view.componentPlacements.filter((entry) => !entry.hidden);
      const codes = listed.flatMap((entry) => placementCodes.get(entry.componentPlacementId) ?? []);
      return {
        imageViewId: view.imageViewId ?? view.temporaryId ?? "",
        name: view.name,
        code: view.code,
        viewType: view.viewType,
        frameLow: view.frameLow,
        frameHigh: view.frameHigh,
        bakedFrame: view.bakedFrame,
        backgroundComponent: view.backgroundComponent,
        staticImageUrl: view.staticImageUrl,
        productionReady: view.productionReady,
        bakeInRecipe: view.bakeInRecipe,
        onlySelectedPlacements: view.onlySelectedPlacements,
        placementCodes: listed.length === 0 ? [...new Set(placementCodes.values())] : codes,
        customAttributes: view.customAttributesJson,
      };
    });
}

/** The frame a view's image name is given for: the baked frame of a Range, else its one angle. */
const viewFrame = (view: BlueprintView) => (view.viewType === "Range" ? view.bakedFrame : view.frameLow);

function imagesOf(views: BlueprintView[], source: ImageSource, row: BlueprintComponentRow): Record<string, string> {
  const images: Record<string, string> = {};
  for (const view of views) {
    images[view.code] =
      view.viewType === "Static"
        ? view.staticImageUrl
        : componentImage(source, {
            view: view.code,
            code: row.code,
            placementlessCode: row.placementIndependentCode,
            frame: viewFrame(view),
          }).name;
  }
  return images;
}

function compileRules(source: CompileSource): BlueprintRule[] {
  const ruleOf = (rule: Rule, fromStyleCode: string): BlueprintRule => ({
    id: rule.id,
    type: rule.type,
    description: rule.description,
    source: rule.source,
    target: rule.target,
    except: rule.except,
    ...(rule.code === undefined ? {} : { code: rule.code }),
    fromStyleCode,
  });
  const own = source.version.rulesJson
    .filter((rule) => !rule.inactive)
    .map((rule) => ruleOf(rule, source.product.styleCode));
  const mixins = source.mixinRules.flatMap(({ styleCode, rules }) =>
    rules.filter((rule) => !rule.inactive).map((rule) => ruleOf(rule, styleCode)),
  );
  return [...own, ...mixins];
}

const unique = (values: Iterable<string>) => [...new Set(values)];

/** Compiles a version into its blueprint (pure): see docs/decisions/server-customer-blueprint.md. */
export function compileBlueprint(source: CompileSource): CompiledVersion {
  const { product, settings, version } = source;
  const options = new Map(source.options.map((row) => [row.id, compileOption(row)]));
  const placements = new Map(source.placements.map((row) => [row.id, row]));
  const placementCodes = new Map(source.placements.map((row) => [row.id, row.code]));
  const views = compileViews(source, placementCodes);
  const imageSource: ImageSource = {
    rootUrl: version.imageRootUrl === "" ? settings.imageRootUrl : version.imageRootUrl,
    format: settings.imageNameFormat,
    mapping: source.imageMapping,
  };
  const byPlacement = new Map<string, BlueprintComponentRow[]>();
  for (const row of source.components) {
    const list = byPlacement.get(row.placementId);
    if (list) list.push(row);
    else byPlacement.set(row.placementId, [row]);
  }
  const threeD = product.productType === "ThreeD";
  const componentActivity: Activity[][] = [];
  const thresholds = new Set<number>();
  const noteActivity = (activity: Activity) => {
    if (activity.activeFrom !== null) thresholds.add(activity.activeFrom);
    for (const site of activity.perSite.values()) if (site.activeFrom !== null) thresholds.add(site.activeFrom);
  };
  for (const option of options.values()) noteActivity(option.activity);

  const compileComponent = (row: BlueprintComponentRow, placement: BlueprintPlacementRow): BlueprintComponent => {
    const made = row.optionIds.flatMap((id) => options.get(id) ?? []);
    componentActivity.push(made.map((option) => option.activity));
    const model =
      threeD && placement.usage === "Model" ? (made.find((option) => option.modelAsset)?.modelAsset ?? null) : null;
    return {
      componentId: row.id,
      code: row.code,
      placementIndependentCode: row.placementIndependentCode,
      name: made.map((option) => option.option.name || option.option.code).join(" "),
      packageId: row.packageId,
      tags: unique([...made.flatMap((option) => option.option.tags), ...placement.componentTags]),
      options: made.map((option) => option.option),
      unavailable: row.unavailable ? "unavailable" : null,
      images: imagesOf(views, imageSource, row),
      model,
    };
  };

  let componentCount = 0;
  const groups: BlueprintGroup[] = version.componentGroups.map((group) => ({
    componentGroupId: group.componentGroupId ?? group.temporaryId ?? "",
    name: group.name,
    code: group.code,
    customAttributes: group.customAttributesJson,
    placements: group.componentPlacements.flatMap((entry): BlueprintPlacement[] => {
      const placement = placements.get(entry.componentPlacementId);
      if (!placement) return [];
      const rows = byPlacement.get(placement.id) ?? [];
      componentCount += rows.length;
      const attributes = attributeMap(placement.customAttributesJson, entry.customAttributesJson);
      return [
        {
          componentPlacementId: placement.id,
          code: placement.code,
          name: placement.name,
          usage: placement.usage,
          hidden: entry.hidden,
          locked: entry.locked,
          optional: placement.optional,
          synchronizationKey: entry.synchronizationKey,
          quantityMultiplier: entry.quantityMultiplier,
          customAttributes: [...placement.customAttributesJson, ...entry.customAttributesJson],
          fields: placementFields(placement.name, attributes),
          components: rows.map((row) => compileComponent(row, placement)),
        },
      ];
    }),
  }));

  const productActivity = activityOf(settings);
  noteActivity(productActivity);
  const compiled = source.compiledAt.toISOString();
  const blueprint: Blueprint = {
    product: {
      productId: product.id,
      name: product.name,
      styleCode: product.styleCode,
      productType: product.productType,
      productStatus: product.productStatus,
      customAttributes: settings.customAttributesJson,
      unavailable: null,
    },
    version: {
      versionId: version.id,
      code: version.code,
      name: version.name,
      active: version.active,
      customAttributes: version.customAttributesJson,
    },
    production: version.active && product.productStatus === "Production",
    site: "",
    locale: "",
    date: compiled,
    compiled,
    assetsRevision: source.assetsRevision,
    images: {
      imageRootUrl: imageSource.rootUrl,
      imageCacheId: version.imageCacheId === "" ? settings.imageCacheId : version.imageCacheId,
      imageNameFormat: settings.imageNameFormat,
      imageHighlightedSuffix: settings.imageHighlightedSuffix,
      imageSelectedSuffix: settings.imageSelectedSuffix,
      imageMapping: source.imageMapping,
    },
    priceJson: version.priceJson,
    packages: source.packages.map((row) => ({
      componentPackageId: row.id,
      name: row.name,
      basePriceJson: row.basePriceJson,
      packagePriceJson: row.packagePriceJson,
    })),
    groups,
    views,
    rules: compileRules(source),
    settings: { noSiblingRules: version.noSiblingRules, combineOnlyWhen: version.combineOnlyWhen },
    initialConfigurations: version.initialConfigurationsJson,
  };
  return {
    blueprint,
    productActivity,
    productSites: settings.sites,
    componentActivity,
    thresholds: [...thresholds].sort((a, b) => a - b),
    componentCount,
  };
}
