import { Recipe } from "@atelier/domain/customer/recipe.schema";
import { useQuery } from "@tanstack/react-query";
import { api } from "../http";

export const recipeKeys = {
  all: ["recipe"] as const,
  detail: (recipeId: string) => [...recipeKeys.all, "detail", recipeId] as const,
};

/** The recipe an order is made of (its views, selections and personal values); a saved recipe never changes. */
export function useOrderRecipe(recipeId: string) {
  return useQuery({
    queryKey: recipeKeys.detail(recipeId),
    queryFn: () => api(`recipe/${encodeURIComponent(recipeId)}`, { schema: Recipe }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
