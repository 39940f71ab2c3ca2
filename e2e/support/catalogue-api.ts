import type { APIRequestContext } from "@playwright/test";
import { callApi } from "./api";

let counter = 0;

/** A suffix no other scene of this run has, for the codes and names that must be unique. */
export function uniqueSuffix(): string {
  counter += 1;
  return `${Date.now().toString(36).toUpperCase()}${counter}`;
}

/** What a component rule enables: for each definition, the options it generates components for. */
type EnabledOptions = { componentOptionDefinitionId: string; componentOptionIds: string[] }[];

/** The catalogue calls the component scenes are made of, through the API with a signed-in request context. */
export class CatalogueApi {
  constructor(protected readonly request: APIRequestContext) {}

  protected call<T>(method: "GET" | "POST" | "PUT", path: string, data?: unknown): Promise<T> {
    return callApi<T>(this.request, method, path, data);
  }

  /** Adds an item and answers its id, read from the answer's `key`. */
  protected async id(path: string, data: unknown, key: string): Promise<string> {
    const body = await this.call<Record<string, unknown>>("POST", path, data);
    return String(body[key]);
  }

  /**
   * A component type of one definition, its part code the option's code, and the 'Sneaker Model'
   * placement (usage Model) taking it with the prefix 'M-': the placement's id.
   */
  protected async modelPlacement(typeName: string, definitionId: string, suffix: string): Promise<string> {
    const type = await this.id(
      "componenttype",
      {
        name: typeName,
        componentOptionDefinitions: [{ componentOptionDefinitionId: definitionId }],
        partCodeFormat: [{ id: "m", type: "code", targetId: definitionId }],
      },
      "componentTypeId",
    );
    return this.id(
      "componentplacement",
      {
        name: "Sneaker Model",
        code: `MD${suffix}`,
        usage: "Model",
        componentTypes: [{ componentTypeId: type, codePrefix: "M-" }],
      },
      "componentPlacementId",
    );
  }

  /** Gives a version (at `versionPath`) one package, 'Main': its id. */
  protected async mainPackage(versionPath: string): Promise<string> {
    const packages = await this.call<{ componentPackages: { componentPackageId: string }[] }>(
      "PUT",
      `${versionPath}/package`,
      { componentPackages: [{ temporaryId: "main", name: "Main" }] },
    );
    const packageId = packages.componentPackages[0]?.componentPackageId;
    if (packageId === undefined) throw new Error(`No package saved in ${versionPath}`);
    return packageId;
  }

  /** Adds a component rule to a package: the placement's components for the enabled options. */
  protected async rule(packagePath: string, placementId: string, enabledOptions: EnabledOptions): Promise<void> {
    await this.call("POST", `${packagePath}/generator`, {
      parameters: { componentPlacements: [placementId], enabledOptions },
    });
  }
}
