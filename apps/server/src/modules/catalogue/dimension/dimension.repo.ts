import { dimensions } from "../../../db/schema/dimensions";
import { catalogueStore } from "../catalogue-entity/catalogue-entity.repo";

/** The queries of dimensions: live dimensions of one company, the code unique among them. */
export const dimensionStore = catalogueStore(dimensions, dimensions.code);
