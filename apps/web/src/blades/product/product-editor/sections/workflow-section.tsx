import type { ProductStatus } from "@atelier/domain/product/product-list.schema";
import { workflowActions } from "@atelier/domain/product/product-workflow";
import { Badge, Group, Text } from "@mantine/core";
import { STAGE_COLORS } from "../../../../app/theme-tokens";
import { ConfirmButton } from "../../../../ui/confirm-button";
import { EditorSection } from "../../../../ui/editor/editor-section";
import { PRODUCT_EDITOR_TEXTS } from "../product-editor-texts";

interface WorkflowSectionProps {
  /** Null for a product not saved yet. */
  status: ProductStatus | null;
  readOnly: boolean;
  busy: boolean;
  onChangeStatus: (to: ProductStatus) => void;
}

/** The product's status and the workflow's next steps (spec part 1, 4); archiving asks 'Confirm?'. */
export function WorkflowSection({ status, readOnly, busy, onChangeStatus }: WorkflowSectionProps) {
  return (
    <EditorSection title="Workflow">
      <Group gap="sm">
        <Text size="sm">Status</Text>
        <Badge variant="light" color={STAGE_COLORS[status ?? "Development"]} data-testid="product-status">
          {status ?? "Development"}
        </Badge>
        {status !== null &&
          !readOnly &&
          workflowActions(status).map((action) => (
            <ConfirmButton
              key={action.to}
              size="xs"
              variant={action.to === "Archived" ? "default" : "light"}
              needsConfirm={action.to === "Archived"}
              disabled={busy}
              onConfirm={() => onChangeStatus(action.to)}
            >
              {action.label}
            </ConfirmButton>
          ))}
      </Group>
      {status === null && (
        <Text size="xs" c="dimmed">
          {PRODUCT_EDITOR_TEXTS.newProductStatus}
        </Text>
      )}
    </EditorSection>
  );
}
