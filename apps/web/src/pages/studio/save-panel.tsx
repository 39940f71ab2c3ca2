import type { EngineState } from "@atelier/domain/customer/evaluation.schema";
import type { Recipe } from "@atelier/domain/customer/recipe.schema";
import { Alert, Anchor, Button, Code, CopyButton, Group, List, Paper, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconDeviceFloppy } from "@tabler/icons-react";
import { ErrorCallout } from "../../ui/error-callout";
import classes from "./studio.module.css";
import { recipeAddress } from "./studio-api";
import { STUDIO_TEXTS } from "./studio-texts";

interface SavePanelProps {
  state: EngineState;
  saving: boolean;
  error: unknown;
  saved: Recipe | null;
  /** The storefront key the Studio was opened with, if any. */
  storefrontKey: string | undefined;
  onSave: () => void;
  /** The customer copied or followed the saved recipe's share link. */
  onShared: (recipeId: string) => void;
}

/** Where a saved recipe can be shared and read: its share link with a copy button, its JSON and PDF. */
function SavedRecipe({
  recipe,
  storefrontKey,
  onShared,
}: Pick<SavePanelProps, "storefrontKey" | "onShared"> & { recipe: Recipe }) {
  const url = new URL(recipe.links.share, window.location.origin);
  // A storefront's customer has no session: the link carries the (publishable) key the Studio was opened with.
  if (storefrontKey !== undefined) url.searchParams.set("key", storefrontKey);
  const share = url.toString();
  return (
    <Alert
      color="green"
      role="status"
      data-testid="saved-recipe"
      title={
        recipe.parentRecipeId === null
          ? STUDIO_TEXTS.saved(recipe.recipeId)
          : STUDIO_TEXTS.savedNew(recipe.recipeId, recipe.parentRecipeId)
      }
    >
      <Stack gap={6}>
        <Text size="sm" data-testid="recipe-id">
          <Code>{recipe.recipeId}</Code>
        </Text>
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {STUDIO_TEXTS.shareLink}
          </Text>
          <Anchor
            href={share}
            size="sm"
            className={classes.link}
            data-testid="share-link"
            onClick={() => onShared(recipe.recipeId)}
          >
            {share}
          </Anchor>
        </Stack>
        <Group gap="md">
          <CopyButton value={share}>
            {({ copied, copy }) => (
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => {
                  copy();
                  onShared(recipe.recipeId);
                }}
              >
                {copied ? STUDIO_TEXTS.copied : STUDIO_TEXTS.copyShareLink}
              </Button>
            )}
          </CopyButton>
          <Anchor
            href={recipe.links.json || recipeAddress.json(recipe.recipeId)}
            target="_blank"
            rel="noopener"
            size="sm"
          >
            {STUDIO_TEXTS.openJson}
          </Anchor>
          <Anchor
            href={recipe.links.pdf || recipeAddress.pdf(recipe.recipeId)}
            target="_blank"
            rel="noopener"
            size="sm"
          >
            {STUDIO_TEXTS.openPdf}
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * Saving the configuration as a recipe: refused while the engine reports issues (each listed), the rules'
 * conflicts written plainly, the server's refusal shown, and the saved recipe's id and links.
 */
export function SavePanel({ state, saving, error, saved, storefrontKey, onSave, onShared }: SavePanelProps) {
  const blocked = state.issues.length > 0;
  return (
    <Paper withBorder p="sm" component="section" aria-label={STUDIO_TEXTS.save}>
      <Stack gap="sm">
        {state.conflicts.length > 0 && (
          <Alert
            color="orange"
            icon={<IconAlertTriangle size={18} />}
            title={STUDIO_TEXTS.conflicts}
            data-testid="conflicts"
          >
            <List size="sm">
              {state.conflicts.map((conflict) => (
                <List.Item key={conflict.message}>{conflict.message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <div aria-live="polite" data-testid="save-issues">
          {blocked && (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {STUDIO_TEXTS.cannotSave}
              </Text>
              <List size="sm">
                {state.issues.map((issue) => (
                  <List.Item key={`${issue.field}-${issue.message}`}>{issue.message}</List.Item>
                ))}
              </List>
            </Stack>
          )}
        </div>
        <ErrorCallout error={error} />
        <Button
          leftSection={<IconDeviceFloppy size={18} />}
          onClick={onSave}
          disabled={blocked}
          loading={saving}
          data-testid="save-recipe"
        >
          {STUDIO_TEXTS.save}
        </Button>
        {saved !== null && <SavedRecipe recipe={saved} storefrontKey={storefrontKey} onShared={onShared} />}
      </Stack>
    </Paper>
  );
}
