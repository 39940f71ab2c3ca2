import {
  COMPONENT_EXPANDS,
  Component,
  ComponentList,
  type ComponentUpdateInput,
} from "@atelier/domain/product/component.schema";
import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "../http";
import { listPagesQuery } from "../list-pages";

export const componentKeys = {
  all: ["component"] as const,
  lists: () => [...componentKeys.all, "list"] as const,
  list: (productId: string, versionId: string, filter: string) =>
    [...componentKeys.lists(), productId, versionId, filter] as const,
  pages: (productId: string, versionId: string, filter: string) =>
    [...componentKeys.lists(), "pages", productId, versionId, filter] as const,
  details: () => [...componentKeys.all, "detail"] as const,
  detail: (productId: string, versionId: string, componentId: string) =>
    [...componentKeys.details(), productId, versionId, componentId] as const,
};

/** How many matches a search lists; the answer's total says how many there are in all. */
const COMPONENT_SEARCH_TAKE = 100;
/** How many components one page of the Components blade reads. */
const COMPONENT_PAGE_TAKE = 200;
/** The viewers read the component with everything they show. */
const EXPAND = COMPONENT_EXPANDS.join(",");

const componentsPath = (productId: string, versionId: string) =>
  `product/${encodeURIComponent(productId)}/version/${encodeURIComponent(versionId)}/component`;
const componentPath = (productId: string, versionId: string, componentId: string) =>
  `${componentsPath(productId, versionId)}/${encodeURIComponent(componentId)}`;

/** The first matches of a search by code (any case) in a version, and their total. */
export function componentListQuery(productId: string, versionId: string, filter: string) {
  return queryOptions({
    queryKey: componentKeys.list(productId, versionId, filter),
    queryFn: () =>
      api(componentsPath(productId, versionId), {
        query: { filter, take: COMPONENT_SEARCH_TAKE },
        schema: ComponentList,
      }),
    staleTime: 10_000,
  });
}

/** A version's components whose code contains `filter`; the previous answer stays while typing. */
export function useComponentList(productId: string, versionId: string, filter: string) {
  return useQuery({ ...componentListQuery(productId, versionId, filter), placeholderData: keepPreviousData });
}

/**
 * A version's components whose code contains `filter`, read page by page as the list scrolls (a version
 * may hold 100,000); the previous pages stay while typing.
 */
export function useComponentPages(productId: string, versionId: string, filter: string) {
  return useInfiniteQuery({
    ...listPagesQuery(componentKeys.pages(productId, versionId, filter), (skip) =>
      api(componentsPath(productId, versionId), {
        query: { filter, take: COMPONENT_PAGE_TAKE, skip },
        schema: ComponentList,
      }).then((list) => ({ rows: list.components, total: list.total })),
    ),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
}

/** One component with its version (views, image mapping), its product's image settings and its options. */
function componentQuery(productId: string, versionId: string, componentId: string) {
  return queryOptions({
    queryKey: componentKeys.detail(productId, versionId, componentId),
    queryFn: () =>
      api(componentPath(productId, versionId, componentId), { query: { expand: EXPAND }, schema: Component }),
  });
}

/** One component; idle until all three ids are given. */
export function useComponent(productId?: string, versionId?: string, componentId?: string) {
  return useQuery({
    ...componentQuery(productId ?? "", versionId ?? "", componentId ?? ""),
    enabled: Boolean(productId && versionId && componentId),
  });
}

interface UpdateComponentVariables {
  productId: string;
  versionId: string;
  componentId: string;
  input: ComponentUpdateInput;
}

/** Saves the 'unavailable' flag with the etag the component was read with (412 when stale). */
export function useUpdateComponent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, versionId, componentId, input }: UpdateComponentVariables) =>
      api(componentPath(productId, versionId, componentId), {
        method: "PUT",
        query: { expand: EXPAND },
        body: input,
        schema: Component,
      }),
    onSuccess: (component, { productId, versionId, componentId }) => {
      queryClient.setQueryData(componentKeys.detail(productId, versionId, componentId), component);
      return queryClient.invalidateQueries({ queryKey: componentKeys.lists() });
    },
  });
}
