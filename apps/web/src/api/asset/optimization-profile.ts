import {
  OptimizationProfile,
  type OptimizationProfileCreateInput,
  OptimizationProfileList,
  type OptimizationProfileUpdateInput,
} from "@atelier/domain/asset/optimization-profile.schema";
import { resourceHooks, resourceKeys, resourceListHook } from "../resource-hooks";
import { optimizationKeys } from "./optimization";

export const optimizationProfileKeys = resourceKeys("dataoptimizationprofile");

const profile = resourceHooks<{
  item: OptimizationProfile;
  create: OptimizationProfileCreateInput;
  update: OptimizationProfileUpdateInput;
}>({
  path: "dataoptimizationprofile",
  keys: optimizationProfileKeys,
  item: OptimizationProfile,
  idOf: (saved) => saved.dataOptimizationProfileId,
  // An optimisation offers the company's profiles (availableOptimizationMethods): its lists read them again.
  onChanged: (queryClient) => void queryClient.invalidateQueries({ queryKey: optimizationKeys.all }),
});

/** The company's optimisation profiles; members read them. */
export const useOptimizationProfileList = resourceListHook(
  optimizationProfileKeys.list(),
  "dataoptimizationprofile",
  OptimizationProfileList,
);
export const useOptimizationProfile = profile.useOne;
export const useCreateOptimizationProfile = profile.useCreate;
export const useUpdateOptimizationProfile = profile.useUpdate;
export const useRemoveOptimizationProfile = profile.useRemove;
