import { ComponentPackageList, type ComponentPackagesUpdateInput } from "@atelier/domain/product/package.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../http";

export const packageKeys = {
  all: ["package"] as const,
  lists: () => [...packageKeys.all, "list"] as const,
  list: (productId: string, versionId: string) => [...packageKeys.lists(), productId, versionId] as const,
};

function packagesPath(productId: string, versionId: string): string {
  return `product/${encodeURIComponent(productId)}/version/${encodeURIComponent(versionId)}/package`;
}

/** The non-archived component packages of a version. */
export function usePackages(productId: string, versionId: string) {
  return useQuery({
    queryKey: packageKeys.list(productId, versionId),
    queryFn: () => api(packagesPath(productId, versionId), { schema: ComponentPackageList }),
  });
}

interface UpdatePackagesVariables extends ComponentPackagesUpdateInput {
  productId: string;
  versionId: string;
}

/**
 * Saves every package of a version at once (new ones by temporary id, removed ones archived); resolves
 * the packages as stored, with the id each temporary id got.
 */
export function useUpdatePackages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, versionId, componentPackages }: UpdatePackagesVariables) =>
      api(packagesPath(productId, versionId), {
        method: "PUT",
        body: { componentPackages },
        schema: ComponentPackageList,
      }),
    onSuccess: (saved, { productId, versionId }) => {
      queryClient.setQueryData(packageKeys.list(productId, versionId), { componentPackages: saved.componentPackages });
    },
  });
}
