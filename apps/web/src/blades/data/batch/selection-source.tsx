import { Button, SimpleGrid, Stack, Textarea } from "@mantine/core";
import { IconListCheck } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { usePicker } from "../../../app/workspace/pick-requests";
import { catalogueLinks } from "../../catalogue/catalogue-links";
import { productLinks } from "../../product/product-links";
import { BATCH_TEXTS } from "./batch-texts";
import { pickedCodes, withCodes } from "./selection-codes";

/** The codes of a selection, as written in the two textareas (one code per line). */
export interface SelectionText {
  options: string;
  products: string;
}

interface SelectionSourceProps {
  value: SelectionText;
  onChange: (value: SelectionText) => void;
  /** The blade the pickers stack on. */
  bladeId: string;
}

/** A selection of options and products: codes typed one per line, or picked many at once in their list blades. */
export function SelectionSource({ value, onChange, bladeId }: SelectionSourceProps) {
  const pick = usePicker();
  const queryClient = useQueryClient();

  const pickOptions = async () => {
    const ids = await pick(catalogueLinks.options(), { multiple: true, parentId: bladeId });
    if (ids !== null)
      onChange({ ...value, options: withCodes(value.options, pickedCodes(queryClient, "componentOption", ids)) });
  };
  const pickProducts = async () => {
    const ids = await pick(productLinks.products(), { multiple: true, parentId: bladeId });
    if (ids !== null)
      onChange({ ...value, products: withCodes(value.products, pickedCodes(queryClient, "product", ids)) });
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Stack gap={4}>
        <Textarea
          label={BATCH_TEXTS.optionCodes}
          description={BATCH_TEXTS.codesHint}
          autosize
          minRows={3}
          maxRows={8}
          value={value.options}
          onChange={(event) => onChange({ ...value, options: event.currentTarget.value })}
        />
        <Button
          size="xs"
          variant="light"
          w="fit-content"
          leftSection={<IconListCheck size={14} />}
          onClick={pickOptions}
        >
          {BATCH_TEXTS.pickOptions}
        </Button>
      </Stack>
      <Stack gap={4}>
        <Textarea
          label={BATCH_TEXTS.productCodes}
          description={BATCH_TEXTS.codesHint}
          autosize
          minRows={3}
          maxRows={8}
          value={value.products}
          onChange={(event) => onChange({ ...value, products: event.currentTarget.value })}
        />
        <Button
          size="xs"
          variant="light"
          w="fit-content"
          leftSection={<IconListCheck size={14} />}
          onClick={pickProducts}
        >
          {BATCH_TEXTS.pickProducts}
        </Button>
      </Stack>
    </SimpleGrid>
  );
}
