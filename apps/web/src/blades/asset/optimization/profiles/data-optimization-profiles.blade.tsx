import type { OptimizationProfile } from "@atelier/domain/asset/optimization-profile.schema";
import { useMemo } from "react";
import { useOptimizationProfileList } from "../../../../api/asset/optimization-profile";
import type { BladeProps } from "../../../../app/workspace/blade-types";
import { CatalogueList } from "../../../../ui/list/catalogue-list";
import { byName, itemRow } from "../../../../ui/list/item-rows";
import { optimizationLinks } from "../optimization-links";
import { PROFILE_TEXTS } from "../optimization-texts";

const editor = { add: optimizationLinks.addProfile, edit: optimizationLinks.profile };

const profileRow = (profile: OptimizationProfile) =>
  itemRow(
    profile.dataOptimizationProfileId,
    profile.name,
    PROFILE_TEXTS.stepsOf(profile.profileJson.length),
    profile.description,
  );

/** The DataOptimizationProfiles blade (spec part 3 "Optimization profiles"): the company's profiles by name. */
export function DataOptimizationProfilesBlade({ blade }: BladeProps) {
  const query = useOptimizationProfileList();
  const rows = useMemo(() => query.data?.items.map(profileRow).sort(byName), [query.data]);
  return (
    <CatalogueList
      blade={blade}
      label={PROFILE_TEXTS.profiles}
      testId="optimization-profiles-blade"
      rows={rows}
      query={query}
      empty={{ text: PROFILE_TEXTS.noProfiles }}
      editor={editor}
    />
  );
}
