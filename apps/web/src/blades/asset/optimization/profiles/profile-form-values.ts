import type { OptimizationProfile, OptimizationProfileFields } from "@atelier/domain/asset/optimization-profile.schema";
import type { z } from "zod";
import { initialSteps } from "./profile-steps";

/** What the profile form holds. */
export type ProfileFormValues = z.input<typeof OptimizationProfileFields>;

/** A stored profile's fields, or a new one's: no name yet, and the one SaveAs (Glb) every profile has. */
export function profileValues(profile: OptimizationProfile | null): ProfileFormValues {
  return {
    name: profile?.name ?? "",
    description: profile?.description ?? "",
    profileJson: profile?.profileJson ?? initialSteps(),
  };
}
