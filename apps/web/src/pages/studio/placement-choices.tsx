import type { BlueprintComponent, BlueprintPlacement } from "@atelier/domain/customer/blueprint.schema";
import type { BlockedComponent, PlacementState } from "@atelier/domain/customer/evaluation.schema";
import { Badge, Group, Radio, Text } from "@mantine/core";
import { memo, useState } from "react";
import type { ChoicePicture } from "./choice-picture";
import classes from "./studio.module.css";
import { STUDIO_TEXTS } from "./studio-texts";

/** The radio value of 'None' in an optional placement (component codes are never empty). */
const NONE = "";

interface PlacementChoicesProps {
  placement: BlueprintPlacement;
  state: PlacementState | undefined;
  pictures: ReadonlyMap<string, ChoicePicture>;
  /** Messages for this placement: the engine's issues and the server's field errors. */
  errors: readonly string[];
  onSelect: (placement: string, component: string | null) => void;
}

/** Why the rules block a component: each blocking rule's description, once (two rules may say the same). */
export function blockedReason(blocked: BlockedComponent): string {
  const reasons = new Set(blocked.blockedBy.map((rule) => rule.description || rule.type));
  return STUDIO_TEXTS.blockedBy([...reasons].join("; "));
}

/** Why the component cannot be chosen now, or null when it can. */
function reasonOf(component: BlueprintComponent, state: PlacementState | undefined): string | null {
  const blocked = state?.blocked.find((entry) => entry.code === component.code);
  if (blocked !== undefined) return blockedReason(blocked);
  return component.unavailable === null ? null : STUDIO_TEXTS.unavailable[component.unavailable];
}

/** The choice's swatch or thumbnail; a thumbnail whose image is missing leaves no broken image behind. */
function Picture({ picture }: { picture: ChoicePicture | undefined }) {
  const [failed, setFailed] = useState(false);
  if (picture === undefined || picture === null || failed) return null;
  if (picture.kind === "swatch") return <span className={classes.swatch} style={{ background: picture.color }} />;
  return <img className={classes.thumbnail} src={picture.url} alt="" loading="lazy" onError={() => setFailed(true)} />;
}

/**
 * One placement's choices as a radio group: each component with its picture and name, those the rules
 * block or the catalogue withholds disabled with their reason written beneath, the one a rule forced
 * marked with that rule. A locked placement shows its choice without letting it change.
 */
function PlacementChoicesView({ placement, state, pictures, errors, onSelect }: PlacementChoicesProps) {
  const selected = state?.selected ?? NONE;
  const forcedBy = state?.forcedBy ?? null;
  const required = state?.required ?? !placement.optional;
  const errorId = `placement-${placement.code}-errors`;
  return (
    <Radio.Group
      value={selected}
      onChange={(value) => onSelect(placement.code, value === NONE ? null : value)}
      label={
        <Group gap="xs" component="span">
          <span>{placement.name}</span>
          {required && (
            <Badge size="xs" variant="light" color="orange" component="span">
              {STUDIO_TEXTS.required}
            </Badge>
          )}
          {placement.locked && (
            <Badge size="xs" variant="light" color="gray" component="span">
              {STUDIO_TEXTS.locked}
            </Badge>
          )}
        </Group>
      }
      description={forcedBy === null ? undefined : STUDIO_TEXTS.forcedBy(forcedBy.description || forcedBy.type)}
      error={errors.length === 0 ? undefined : <span id={errorId}>{errors.join(" ")}</span>}
      aria-describedby={errors.length === 0 ? undefined : errorId}
      data-testid="placement"
      data-placement={placement.code}
    >
      <div className={classes.choices}>
        {placement.optional && (
          <Radio value={NONE} label={STUDIO_TEXTS.none} disabled={placement.locked || forcedBy !== null} />
        )}
        {placement.components.map((component) => {
          const reason = reasonOf(component, state);
          const forced = forcedBy !== null && component.code === selected;
          return (
            <Radio
              key={component.code}
              value={component.code}
              disabled={placement.locked || reason !== null}
              data-testid="choice"
              data-component={component.code}
              label={
                <Group gap="xs" wrap="nowrap" component="span">
                  <Picture picture={pictures.get(component.code)} />
                  <span>{component.name}</span>
                  {forced && (
                    <Badge size="xs" variant="light" component="span">
                      {STUDIO_TEXTS.forced}
                    </Badge>
                  )}
                </Group>
              }
              description={
                reason === null ? undefined : (
                  <Text span size="xs" className={classes.reason} data-testid="choice-reason">
                    {reason}
                  </Text>
                )
              }
            />
          );
        })}
      </div>
    </Radio.Group>
  );
}

/** The engine answers new objects at every evaluation: a placement re-renders only when its own answer changed. */
function sameProps(before: PlacementChoicesProps, after: PlacementChoicesProps): boolean {
  return (
    before.placement === after.placement &&
    before.pictures === after.pictures &&
    before.onSelect === after.onSelect &&
    before.errors.join("\n") === after.errors.join("\n") &&
    JSON.stringify(before.state) === JSON.stringify(after.state)
  );
}

export const PlacementChoices = memo(PlacementChoicesView, sameProps);
