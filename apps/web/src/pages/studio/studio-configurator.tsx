import type { Blueprint } from "@atelier/domain/customer/blueprint.schema";
import type { Recipe } from "@atelier/domain/customer/recipe.schema";
import type { RuleEngine } from "@atelier/domain/rules/engine/rule-engine";
import { ActionIcon, Alert, Group, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconArrowBackUp, IconArrowForwardUp } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { toApiError } from "../../api/http";
import { ChoiceList } from "./choice-list";
import { type PriceChoice, PricePanel } from "./price-panel";
import { SavePanel } from "./save-panel";
import classes from "./studio.module.css";
import type { StudioChoices, StudioTarget } from "./studio-address";
import { saveRecipe } from "./studio-api";
import { configurationValues } from "./studio-configuration";
import { STUDIO_TEXTS } from "./studio-texts";
import { type StudioView, useStudio } from "./use-studio";
import { useStudioEvents, useTrackedStudio } from "./use-studio-events";
import { ViewPreview } from "./view-preview";

interface StudioConfiguratorProps {
  blueprint: Blueprint;
  engine: RuleEngine;
  target: StudioTarget;
  start: StudioChoices;
  startView: StudioView;
}

/** The configurator: the preview, the choices, the price, undo and redo, and saving as a recipe. */
export function StudioConfigurator({ blueprint, engine, target, start, startView }: StudioConfiguratorProps) {
  const events = useStudioEvents(blueprint, target);
  const studio = useTrackedStudio(useStudio(blueprint, engine, target, start, startView), events);
  const [price, setPrice] = useState<PriceChoice>({ quantity: 1, currency: undefined });
  const [saved, setSaved] = useState<Recipe | null>(null);
  useDocumentTitle(STUDIO_TEXTS.title(blueprint.product.name));

  const save = useMutation({
    mutationFn: () =>
      saveRecipe(target, {
        product: blueprint.product.styleCode,
        version: blueprint.version.code,
        site: blueprint.site,
        locale: blueprint.locale,
        selections: studio.selections,
        values: configurationValues(blueprint, studio.choices.values, studio.state),
        parentRecipeId: saved?.recipeId ?? target.recipe,
        quantity: price.quantity,
        currency: price.currency,
        sessionId: events.sessionId,
      }),
    onSuccess: (recipe) => {
      setSaved(recipe);
      events.track({ type: "recipe_saved", recipeId: recipe.recipeId });
    },
  });
  // The server's answer is about the configuration it was sent: a change makes it stale.
  const { reset } = save;
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared on every change of the choices
  useEffect(() => reset(), [reset, studio.choices]);
  const serverFields = save.error === null ? {} : toApiError(save.error).fields;
  const { issues } = studio.state;
  const errorsOf = useCallback(
    (field: string) => [
      ...issues.filter((issue) => issue.field === field).map((issue) => issue.message),
      ...(serverFields[field] ?? []),
    ],
    [issues, serverFields],
  );

  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={0}>
            <Title order={1} size="h4" data-testid="studio-title">
              {blueprint.product.name}
            </Title>
            <Text size="xs" c="dimmed">
              {STUDIO_TEXTS.versionLine(blueprint.version.code, blueprint.version.name)}
              {target.previewDate === undefined ? "" : ` · ${STUDIO_TEXTS.previewing(blueprint.date)}`}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={STUDIO_TEXTS.undo}
              title={STUDIO_TEXTS.undoHint}
              disabled={!studio.canUndo}
              onClick={studio.undo}
            >
              <IconArrowBackUp size={18} />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={STUDIO_TEXTS.redo}
              title={STUDIO_TEXTS.redoHint}
              disabled={!studio.canRedo}
              onClick={studio.redo}
            >
              <IconArrowForwardUp size={18} />
            </ActionIcon>
          </Group>
        </Group>
      </header>
      {blueprint.product.unavailable !== null && (
        <Alert color="orange" radius={0} data-testid="product-unavailable">
          {STUDIO_TEXTS.productUnavailable(STUDIO_TEXTS.unavailable[blueprint.product.unavailable])}
        </Alert>
      )}
      <main className={classes.layout}>
        <section className={classes.preview} aria-label={STUDIO_TEXTS.preview}>
          <ViewPreview
            blueprint={blueprint}
            selections={studio.selections}
            shown={studio.shown}
            onShow={studio.show}
            storefrontKey={target.key}
          />
        </section>
        <Stack gap="sm">
          <ChoiceList blueprint={blueprint} studio={studio} errorsOf={errorsOf} storefrontKey={target.key} />
          <PricePanel blueprint={blueprint} selections={studio.selections} choice={price} onChange={setPrice} />
          <SavePanel
            state={studio.state}
            saving={save.isPending}
            error={save.error}
            saved={saved}
            storefrontKey={target.key}
            onSave={() => save.mutate()}
            onShared={(recipeId) => events.track({ type: "shared", recipeId })}
          />
        </Stack>
      </main>
    </div>
  );
}
