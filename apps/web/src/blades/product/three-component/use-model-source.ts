import { useQuery } from "@tanstack/react-query";
import { isModelFileUrl, modelUrlFromProbe, probeUrl } from "./model-url";

/** Where a model is read from: there is none, it is being checked, it is known, or the check failed. */
export type ModelSource =
  | { status: "none" }
  | { status: "checking" }
  | { status: "ready"; url: string }
  | { status: "failed"; url: string; error: unknown };

/** The HEAD call deciding between .gltf and .glb: its answer's content type. */
export async function probeContentType(url: string): Promise<string | null> {
  const response = await fetch(probeUrl(url), { method: "HEAD", credentials: "same-origin" });
  return response.headers.get("content-type");
}

/** The file to load for a model's URL (null: no model), by the 3D loading rule (spec part 2, 4 and 7). */
export function useModelSource(url: string | null): ModelSource {
  const direct = url !== null && isModelFileUrl(url);
  const probe = useQuery({
    queryKey: ["model-probe", url],
    queryFn: () => probeContentType(url ?? ""),
    enabled: url !== null && !direct,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (url === null) return { status: "none" };
  if (direct) return { status: "ready", url };
  if (probe.isError) return { status: "failed", url: probeUrl(url), error: probe.error };
  if (probe.isPending) return { status: "checking" };
  return { status: "ready", url: modelUrlFromProbe(url, probe.data) };
}
