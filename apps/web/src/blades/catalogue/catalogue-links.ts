import { type BladeLink, bladeLink, type EditorLinks } from "../../app/workspace/blade-link";
import { joinItemId } from "../../app/workspace/item-id";

/** The item id of a new option: `new~{definitionId}` based on a definition, `copy~{optionId}` a copy. */
export const NEW_OPTION = "new";
export const COPY_OPTION = "copy";

const editor = (kind: Parameters<typeof bladeLink>[0]): EditorLinks => ({
  add: () => bladeLink(kind, "new"),
  edit: (id) => bladeLink(kind, "edit", id),
});

/** The typed links of the catalogue area's blades. */
export const catalogueLinks = {
  metadataGuide: (): BladeLink => bladeLink("MetadataGuide", "list"),
  sites: (): BladeLink => bladeLink("Sites", "list"),
  site: editor("EditSite"),
  locales: (): BladeLink => bladeLink("Locales", "list"),
  timezones: (): BladeLink => bladeLink("Timezones", "list"),
  dimensions: (): BladeLink => bladeLink("Dimensions", "list"),
  dimension: editor("EditDimension"),
  optionDefinitions: (): BladeLink => bladeLink("ComponentOptionDefinitions", "list"),
  optionDefinition: editor("EditComponentOptionDefinition"),
  /** The options, of one definition when given. */
  options: (filter: { definitionId?: string } = {}): BladeLink =>
    bladeLink("ComponentOptions", "list", filter.definitionId),
  editOption: ({ optionId }: { optionId: string }): BladeLink => bladeLink("EditComponentOption", "edit", optionId),
  /** A new option, based on a definition ('Add {definition} Option') or on 'Any'. */
  newOption: ({ definitionId }: { definitionId?: string } = {}): BladeLink =>
    bladeLink("EditComponentOption", "new", definitionId && joinItemId(NEW_OPTION, definitionId)),
  copyOption: ({ sourceId }: { sourceId: string }): BladeLink =>
    bladeLink("EditComponentOption", "new", joinItemId(COPY_OPTION, sourceId)),
  componentTypes: (): BladeLink => bladeLink("ComponentTypes", "list"),
  componentType: editor("EditComponentType"),
  placements: (): BladeLink => bladeLink("ComponentPlacements", "list"),
  placement: editor("EditComponentPlacement"),
  placementAnalytics: ({ placementId }: { placementId: string }): BladeLink =>
    bladeLink("ComponentPlacementAnalytics", "list", placementId),
};
