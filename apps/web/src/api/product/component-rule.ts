import {
  type ComponentRuleCreateInput,
  ComponentRuleList,
  ComponentRuleSaveResult,
  type ComponentRuleUpdateInput,
} from "@atelier/domain/product/component-rule.schema";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../http";
import { componentKeys } from "./component";
import { packageKeys } from "./package";

/** The package a rule belongs to: every generator call is addressed through it. */
export interface PackageIds {
  productId: string;
  versionId: string;
  componentPackageId: string;
}

export const componentRuleKeys = {
  all: ["componentgenerator"] as const,
  lists: () => [...componentRuleKeys.all, "list"] as const,
  list: ({ productId, versionId, componentPackageId }: PackageIds) =>
    [...componentRuleKeys.lists(), productId, versionId, componentPackageId] as const,
};

function generatorsPath({ productId, versionId, componentPackageId }: PackageIds): string {
  const version = `product/${encodeURIComponent(productId)}/version/${encodeURIComponent(versionId)}`;
  return `${version}/package/${encodeURIComponent(componentPackageId)}/generator`;
}

const generatorPath = (ids: PackageIds, componentGeneratorId: string) =>
  `${generatorsPath(ids)}/${encodeURIComponent(componentGeneratorId)}`;

/** The live component rules of a package, oldest first. */
export function useComponentRules(ids: PackageIds) {
  return useQuery({
    queryKey: componentRuleKeys.list(ids),
    queryFn: () => api(generatorsPath(ids), { schema: ComponentRuleList }),
  });
}

/**
 * A save or archive changed the package's rules: the list takes the answer (or is read again), the
 * Packages screen's rule counts are read again, and so are the version's components the rules generate.
 */
function rulesChanged(queryClient: QueryClient, ids: PackageIds, list?: ComponentRuleList): void {
  if (list) queryClient.setQueryData(componentRuleKeys.list(ids), { generators: list.generators });
  else void queryClient.invalidateQueries({ queryKey: componentRuleKeys.list(ids) });
  void queryClient.invalidateQueries({ queryKey: packageKeys.list(ids.productId, ids.versionId) });
  void queryClient.invalidateQueries({ queryKey: componentKeys.all });
}

/** A refused save or archive (a rule changed or archived elsewhere): the rules are read again, so reopening shows them as stored. */
function rulesRefused(queryClient: QueryClient, ids: PackageIds): void {
  void queryClient.invalidateQueries({ queryKey: componentRuleKeys.list(ids) });
}

export function useCreateComponentRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, input }: { ids: PackageIds; input: ComponentRuleCreateInput }) =>
      api(generatorsPath(ids), { method: "POST", body: input, schema: ComponentRuleSaveResult }),
    onSuccess: (result, { ids }) => rulesChanged(queryClient, ids, result),
    onError: (_error, { ids }) => rulesRefused(queryClient, ids),
  });
}

export function useUpdateComponentRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, id, input }: { ids: PackageIds; id: string; input: ComponentRuleUpdateInput }) =>
      api(generatorPath(ids, id), { method: "PUT", body: input, schema: ComponentRuleSaveResult }),
    onSuccess: (result, { ids }) => rulesChanged(queryClient, ids, result),
    onError: (_error, { ids }) => rulesRefused(queryClient, ids),
  });
}

/** Archives a component rule; its components go with it. */
export function useRemoveComponentRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, id, etag }: { ids: PackageIds; id: string; etag: string }) =>
      api(generatorPath(ids, id), { method: "DELETE", query: { etag }, schema: z.unknown() }),
    onSuccess: (_answer, { ids }) => rulesChanged(queryClient, ids),
    onError: (_error, { ids }) => rulesRefused(queryClient, ids),
  });
}
