import type { Blueprint } from "@atelier/domain/customer/blueprint.schema";
import type { PlacementState } from "@atelier/domain/customer/evaluation.schema";
import { Paper, Stack, Title, VisuallyHidden } from "@mantine/core";
import { useMemo } from "react";
import { studioAssetUrl } from "./asset-key";
import { type ChoicePicture, choicePictures } from "./choice-picture";
import { PersonalFields } from "./personal-fields";
import { blockedReason, PlacementChoices } from "./placement-choices";
import { STUDIO_TEXTS } from "./studio-texts";
import type { Studio } from "./use-studio";

interface ChoiceListProps {
  blueprint: Blueprint;
  studio: Studio;
  /** Messages per field key ('selections.{placement}', 'values.{value key}'). */
  errorsOf: (field: string) => readonly string[];
  /** The storefront key the Studio was opened with: library images are read with it. */
  storefrontKey: string | undefined;
}

const NO_PICTURES: ReadonlyMap<string, ChoicePicture> = new Map();

/** The pictures with the storefront key on the library images' addresses. */
function keyedPictures(pictures: Map<string, ChoicePicture>, key: string | undefined): Map<string, ChoicePicture> {
  if (key === undefined) return pictures;
  return new Map(
    [...pictures].map(([code, picture]) => [
      code,
      picture?.kind === "image" ? { ...picture, url: studioAssetUrl(picture.url, key) } : picture,
    ]),
  );
}

/**
 * A polite live region naming every choice the rules block now, so a screen reader hears what a change
 * made unavailable (the reasons are also written under each choice).
 */
function BlockedAnnouncer({ blueprint, placements }: { blueprint: Blueprint; placements: readonly PlacementState[] }) {
  const names = new Map(
    blueprint.groups.flatMap((group) =>
      group.placements.flatMap((placement) =>
        placement.components.map((component) => [`${placement.code}\u0000${component.code}`, component.name] as const),
      ),
    ),
  );
  return (
    <VisuallyHidden aria-live="polite" aria-relevant="additions text">
      {placements.flatMap((placement) =>
        placement.blocked.map((blocked) => (
          <p key={`${placement.code}:${blocked.code}`}>
            {names.get(`${placement.code}\u0000${blocked.code}`) ?? blocked.code}. {blockedReason(blocked)}
          </p>
        )),
      )}
    </VisuallyHidden>
  );
}

/** The groups in order, each with its shown placements' choices and personal fields. */
export function ChoiceList({ blueprint, studio, errorsOf, storefrontKey }: ChoiceListProps) {
  const pictures = useMemo(
    () =>
      new Map(
        blueprint.groups.flatMap((group) =>
          group.placements.map(
            (placement) =>
              [placement.code, keyedPictures(choicePictures(blueprint, placement), storefrontKey)] as const,
          ),
        ),
      ),
    [blueprint, storefrontKey],
  );
  const states = useMemo(
    () => new Map(studio.state.placements.map((state) => [state.code, state])),
    [studio.state.placements],
  );
  return (
    <Stack gap="sm" component="section" aria-label={STUDIO_TEXTS.choices} data-testid="studio-choices">
      <BlockedAnnouncer blueprint={blueprint} placements={studio.state.placements} />
      {blueprint.groups.map((group) => {
        const shown = group.placements.filter((placement) => !placement.hidden);
        if (shown.length === 0) return null;
        return (
          <Paper key={group.componentGroupId} withBorder p="sm" component="section" aria-label={group.name}>
            <Stack gap="md">
              <Title order={2} size="h5">
                {group.name}
              </Title>
              {shown.map((placement) => (
                <Stack key={placement.code} gap="xs">
                  <PlacementChoices
                    placement={placement}
                    state={states.get(placement.code)}
                    pictures={pictures.get(placement.code) ?? NO_PICTURES}
                    errors={errorsOf(`selections.${placement.code}`)}
                    onSelect={studio.select}
                  />
                  <PersonalFields
                    placement={placement}
                    state={states.get(placement.code)}
                    values={studio.choices.values}
                    errorsOf={(key) => errorsOf(`values.${key}`)}
                    onChange={studio.setValue}
                  />
                </Stack>
              ))}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
