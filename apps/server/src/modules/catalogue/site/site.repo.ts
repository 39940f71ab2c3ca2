import { sites } from "../../../db/schema/sites";
import { catalogueStore } from "../catalogue-entity/catalogue-entity.repo";

/** The queries of sites: live sites of one company, the code unique among them. */
export const siteStore = catalogueStore(sites, sites.code);
