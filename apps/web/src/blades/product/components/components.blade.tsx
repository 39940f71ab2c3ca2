import { COMPONENT_SEARCH_PLACEHOLDER, type ComponentSummary } from "@atelier/domain/product/component.schema";
import { Button, Group, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconReplace, IconSearch } from "@tabler/icons-react";
import { useCallback, useState } from "react";
import { useComponentPages } from "../../../api/product/component";
import { useVersion } from "../../../api/product/version";
import { useBlades } from "../../../app/workspace/blade-context";
import { useBladeTitle } from "../../../app/workspace/blade-title";
import type { Blade, BladeProps } from "../../../app/workspace/blade-types";
import { ListCount } from "../../../ui/list/list-count";
import { ListFrame } from "../../../ui/list/list-frame";
import { usePagedRows } from "../../../ui/list/use-paged-rows";
import { type ComponentSearchParams, componentSearch } from "../product-links";
import { componentEditorLink } from "./component-openings";
import { COMPONENT_ROW_HEIGHT, ComponentRow } from "./component-row";
import { COMPONENT_TEXTS, componentsTitle } from "./component-texts";
import { useChangePreviewProduct } from "./use-component-preview";

/** Typing waits this long before the search is sent. */
const SEARCH_DELAY_MS = 300;
const EMPTY = { text: COMPONENT_TEXTS.noComponents };

/**
 * The Components blade (spec part 2, "Components of a version"): a version's components, searched by code and
 * read page by page from the server as the list scrolls (a version may hold 100,000).
 */
export function ComponentsBlade({ blade, title }: BladeProps) {
  const target = componentSearch.decode(blade.itemId);
  if (target === null) return <Text size="sm">{COMPONENT_TEXTS.versionNotFound}</Text>;
  return <ComponentSearch key={blade.itemId} blade={blade} title={title} target={target} />;
}

function ComponentSearch({ blade, title, target }: { blade: Blade; title: string; target: ComponentSearchParams }) {
  const { productId, versionId } = target;
  const { open } = useBlades();
  const version = useVersion(productId, versionId);
  const changePreviewProduct = useChangePreviewProduct(blade.id);
  const [text, setText] = useState(target.filter ?? "");
  const [filter] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const query = useComponentPages(productId, versionId, filter);
  const versionTitle = version.data ? componentsTitle(version.data.code, version.data.product.name) : undefined;
  useBladeTitle(versionTitle);
  const source = usePagedRows(query);
  const onOpen = useCallback(
    (component: ComponentSummary) =>
      open(componentEditorLink({ productId, versionId }, component), { parentId: blade.id }),
    [open, productId, versionId, blade.id],
  );

  return (
    <ListFrame
      testId="components-blade"
      toolbar={
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4" flex="1 1 12rem" data-testid="blade-title">
            {versionTitle ?? title}
          </Title>
          {/* Every user may preview (spec part 2, 6), so every user may change the preview product. */}
          <Button
            size="xs"
            variant="default"
            flex="none"
            leftSection={<IconReplace size={14} />}
            onClick={() => changePreviewProduct(text)}
          >
            {COMPONENT_TEXTS.changePreviewProduct}
          </Button>
        </Group>
      }
      filter={
        <TextInput
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          placeholder={COMPONENT_SEARCH_PLACEHOLDER}
          aria-label="Search components by code"
          leftSection={<IconSearch size={16} />}
          data-autofocus
        />
      }
      error={version.error ?? query.error}
      failed={query.isError}
      count={
        source.total !== undefined &&
        source.total > 0 && <ListCount testId="components-count" text={COMPONENT_TEXTS.count(source.total)} />
      }
      source={source}
      filtered={filter !== ""}
      rows={{
        label: "Components",
        rowHeight: COMPONENT_ROW_HEIGHT,
        overscan: 8,
        scrollKey: filter,
        renderRow: (component, top) => <ComponentRow component={component} top={top} onOpen={onOpen} />,
      }}
      empty={EMPTY}
      messageTestId="components-message"
    />
  );
}
