import type { Recipe } from "@atelier/domain/customer/recipe.schema";
import {
  ORDER_ATTACHMENT_ACCEPT,
  ORDER_ATTACHMENT_TYPES,
  type OrderAttachmentType,
} from "@atelier/domain/order/order.schema";
import { Button, FileInput, Group, Select } from "@mantine/core";
import { IconPaperclip, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { ORDER_TEXTS } from "../common/order-texts";
import type { OrderFileTarget } from "./use-order-upload";

const TYPE_OPTIONS = ORDER_ATTACHMENT_TYPES.map((type) => ({ value: type, label: ORDER_TEXTS.attachmentTypes[type] }));

/** The recipe's views and placements a file may be about, each once, with 'none' first. */
function targets(recipe: Recipe | undefined) {
  const views = recipe?.views.map((view) => ({ value: view.code, label: `${view.name} (${view.code})` })) ?? [];
  const placements = [
    ...new Map(
      (recipe?.selections ?? []).map((selection) => [
        selection.placementCode,
        { value: selection.placementCode, label: `${selection.placementName} (${selection.placementCode})` },
      ]),
    ).values(),
  ];
  return {
    views: [{ value: "", label: ORDER_TEXTS.anyView }, ...views],
    placements: [{ value: "", label: ORDER_TEXTS.anyPlacement }, ...placements],
  };
}

interface AttachmentUploadFormProps {
  recipe: Recipe | undefined;
  sending: boolean;
  onSend: (file: File, target: OrderFileTarget) => void;
}

/** Attaches one file: its type (view, proof, public, internal) and the view and placement it is about. */
export function AttachmentUploadForm({ recipe, sending, onSend }: AttachmentUploadFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [type, setType] = useState<OrderAttachmentType>("proof");
  const [view, setView] = useState("");
  const [placement, setPlacement] = useState("");
  const { views, placements } = targets(recipe);
  return (
    <Group gap="xs" align="flex-end" data-testid="order-attach-form">
      <FileInput
        size="xs"
        w="14rem"
        label={ORDER_TEXTS.file}
        placeholder={ORDER_TEXTS.file}
        leftSection={<IconPaperclip size={14} />}
        value={file}
        onChange={setFile}
        accept={ORDER_ATTACHMENT_ACCEPT.join(",")}
        clearable
      />
      <Select
        size="xs"
        w="8rem"
        label={ORDER_TEXTS.type}
        data={TYPE_OPTIONS}
        value={type}
        allowDeselect={false}
        onChange={(value) => setType(ORDER_ATTACHMENT_TYPES.find((known) => known === value) ?? "proof")}
      />
      <Select
        size="xs"
        w="11rem"
        label={ORDER_TEXTS.view}
        data={views}
        value={view}
        allowDeselect={false}
        onChange={(value) => setView(value ?? "")}
      />
      <Select
        size="xs"
        w="11rem"
        label={ORDER_TEXTS.placement}
        data={placements}
        value={placement}
        allowDeselect={false}
        onChange={(value) => setPlacement(value ?? "")}
      />
      <Button
        size="xs"
        leftSection={<IconUpload size={14} />}
        disabled={file === null}
        loading={sending}
        onClick={() => {
          if (file === null) return;
          onSend(file, { type, view, placement });
          setFile(null);
        }}
      >
        {ORDER_TEXTS.attach}
      </Button>
    </Group>
  );
}
