import { prepareRuleEngine } from "@atelier/domain/rules/engine/rule-engine";
import { Anchor, Center, Loader } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { ApiError } from "../../api/http";
import { CustomerPageMessage } from "../customer-page-message";
import { readStudioAddress, type StudioTarget } from "./studio-address";
import { fetchBlueprint, fetchRecipeChoices } from "./studio-api";
import { initialChoices } from "./studio-configuration";
import { StudioConfigurator } from "./studio-configurator";
import { STUDIO_TEXTS } from "./studio-texts";

/** A plain message in place of the page: nothing of it is shown. */
function StudioMessage({ children, retry }: { children: ReactNode; retry?: () => void }) {
  return (
    <CustomerPageMessage retry={retry} retryLabel={STUDIO_TEXTS.tryAgain} testId="studio-message">
      {children}
    </CustomerPageMessage>
  );
}

function Loading() {
  return (
    <Center mih="100vh" aria-busy="true">
      <Loader aria-label={STUDIO_TEXTS.loading} />
    </Center>
  );
}

/**
 * Why the product cannot be shown. Without a key, a refusal asks staff to sign in (a session may simply
 * have expired); anything the server refuses otherwise is 'not available', whatever the reason, so a
 * storefront learns nothing of versions it may not read.
 */
function refusal(error: unknown, target: StudioTarget, retry: () => void) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 401 && target.key === undefined) {
    return (
      <StudioMessage>
        {STUDIO_TEXTS.signIn} <Anchor href="/login">{STUDIO_TEXTS.signInLink}</Anchor>
      </StudioMessage>
    );
  }
  if (status >= 400 && status < 500) return <StudioMessage>{STUDIO_TEXTS.notAvailable}</StudioMessage>;
  return (
    <StudioMessage retry={retry}>{error instanceof Error ? error.message : STUDIO_TEXTS.notAvailable}</StudioMessage>
  );
}

function StudioFor({ target, address }: { target: StudioTarget; address: ReturnType<typeof readStudioAddress> }) {
  const blueprint = useQuery({ queryKey: ["studio-blueprint", target], queryFn: () => fetchBlueprint(target) });
  const fromRecipe = address.choices === null && target.recipe !== undefined ? target.recipe : undefined;
  const recipe = useQuery({
    queryKey: ["studio-recipe", fromRecipe],
    queryFn: () => fetchRecipeChoices(fromRecipe ?? ""),
    enabled: fromRecipe !== undefined,
  });
  const engine = useMemo(
    () => (blueprint.data === undefined ? null : prepareRuleEngine(blueprint.data)),
    [blueprint.data],
  );

  if (blueprint.isError) return refusal(blueprint.error, target, () => void blueprint.refetch());
  if (recipe.isError)
    return <StudioMessage retry={() => void recipe.refetch()}>{STUDIO_TEXTS.recipeNotFound}</StudioMessage>;
  if (blueprint.data === undefined || engine === null || (fromRecipe !== undefined && recipe.data === undefined)) {
    return <Loading />;
  }
  const start = address.choices ?? recipe.data ?? initialChoices(blueprint.data, engine);
  return (
    <StudioConfigurator
      blueprint={blueprint.data}
      engine={engine}
      target={target}
      start={start}
      startView={{ view: address.view, frame: address.frame }}
    />
  );
}

/** The Studio page: what the address names, or a plain message when it names nothing or is refused. */
export function StudioPage() {
  const [address] = useState(() => readStudioAddress(window.location.search));
  if (address.target === null) return <StudioMessage>{STUDIO_TEXTS.noProduct}</StudioMessage>;
  return <StudioFor target={address.target} address={address} />;
}
