import { COMPONENT_SEARCH_PLACEHOLDER, type ComponentSummary } from "@atelier/domain/product/component.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { Button, Group, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconReplace, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useComponentList } from "../../../api/product/component";
import { useVersion } from "../../../api/product/version";
import { useBlades } from "../../../app/workspace/blade-context";
import type { Blade, BladeProps } from "../../../app/workspace/blade-types";
import { ErrorCallout } from "../../../ui/error-callout";
import classes from "../../../ui/list/list.module.css";
import { type ComponentsTarget, parseComponentsItemId } from "./component-item-id";
import { openComponentEditor } from "./component-openings";
import { ComponentResults } from "./component-results";
import { COMPONENT_TEXTS, componentsTitle } from "./component-texts";
import { useChangePreviewProduct } from "./use-component-preview";

/** Typing waits this long before the search is sent. */
const SEARCH_DELAY_MS = 300;

/** The Components blade (spec part 2, "Components of a version"): a version's components, searched by code. */
export function ComponentsBlade({ blade, title }: BladeProps) {
  const target = parseComponentsItemId(blade.itemId);
  if (target === null) return <Text size="sm">{COMPONENT_TEXTS.versionNotFound}</Text>;
  return <ComponentSearch key={blade.itemId} blade={blade} title={title} target={target} />;
}

function ComponentSearch({ blade, title, target }: { blade: Blade; title: string; target: ComponentsTarget }) {
  const { productId, versionId } = target;
  const { open } = useBlades();
  const version = useVersion(productId, versionId);
  const changePreviewProduct = useChangePreviewProduct(blade.id);
  const [text, setText] = useState(target.filter);
  const [filter] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const query = useComponentList(productId, versionId, filter);
  const list = query.data;
  const onOpen = (component: ComponentSummary) => openComponentEditor(open, productId, versionId, component, blade.id);

  return (
    <div className={classes.root} data-testid="components-blade">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={2} size="h4" data-testid="blade-title">
          {version.data ? componentsTitle(version.data.code, version.data.product.name) : title}
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
      <TextInput
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        placeholder={COMPONENT_SEARCH_PLACEHOLDER}
        aria-label="Search components by code"
        leftSection={<IconSearch size={16} />}
        data-autofocus
      />
      <ErrorCallout error={version.error ?? query.error} />
      {list && list.total > 0 && (
        <Text size="xs" c={list.total > list.components.length ? "orange.8" : "dimmed"} data-testid="components-count">
          {list.total > list.components.length
            ? COMPONENT_TEXTS.firstOnly(list.components.length, list.total)
            : COMPONENT_TEXTS.count(list.total)}
        </Text>
      )}
      {query.isError ? null : list && list.total > 0 ? (
        <ComponentResults components={list.components} onOpen={onOpen} />
      ) : (
        <div className={classes.message} data-testid="components-message">
          {list === undefined ? MESSAGES.loading : filter === "" ? COMPONENT_TEXTS.noComponents : MESSAGES.noResults}
        </div>
      )}
    </div>
  );
}
