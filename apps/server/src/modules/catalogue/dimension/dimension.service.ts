import { catalogueService } from "../catalogue-entity/catalogue-entity.service";
import { toDimensionDto } from "./dimension.dto";
import { dimensionStore } from "./dimension.repo";

/** Texts of the dimension calls' answers that the spec does not quote. */
export const DIMENSION_MESSAGES = {
  codeTaken: "A dimension with this code already exists.",
} as const;

export const dimensionService = catalogueService({
  store: dimensionStore,
  unique: { field: "code", taken: DIMENSION_MESSAGES.codeTaken },
  toDto: toDimensionDto,
  audit: { resourceType: "dimension", labelOf: (dimension) => dimension.name },
});
