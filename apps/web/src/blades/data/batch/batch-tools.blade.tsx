import { Stack, Text } from "@mantine/core";
import { useCurrentUser } from "../../../api/account/account";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { EditorSection } from "../../../ui/editor/editor-section";
import { ErrorCallout } from "../../../ui/error-callout";
import { LoadingLine } from "../../../ui/loading-line";
import { ActivationTool } from "./activation-tool";
import { BATCH_TEXTS } from "./batch-texts";
import { PromptTool } from "./prompt-tool";

/**
 * Batch Tools (spec part 3): its content only for the roles Administrator and Atelier (the admin permission;
 * the API refuses others too); others read that the tools are for administrators.
 */
export function BatchToolsBlade({ blade }: BladeProps) {
  const { data: user, error } = useCurrentUser();
  if (user === undefined) return error ? <ErrorCallout error={error} /> : <LoadingLine />;
  if (!user.permissions.admin) {
    return (
      <Text size="sm" c="dimmed" data-testid="batch-tools-admins-only">
        {BATCH_TEXTS.adminsOnly}
      </Text>
    );
  }
  return (
    <Stack gap="xl" data-testid="batch-tools-blade">
      <EditorSection title={BATCH_TEXTS.activationTitle} description={BATCH_TEXTS.activationNote}>
        <ActivationTool bladeId={blade.id} />
      </EditorSection>
      <EditorSection title={BATCH_TEXTS.promptTitle} description={BATCH_TEXTS.promptNote}>
        <PromptTool bladeId={blade.id} />
      </EditorSection>
    </Stack>
  );
}
