import type { Component } from "@atelier/domain/product/component.schema";
import { Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useComponent } from "../../../api/product/component";
import { EditorLoader } from "../../../ui/editor/editor-loader";
import { componentIds } from "../product-links";
import { ComponentAvailability } from "./component-availability";
import { ComponentHeader } from "./component-header";
import { COMPONENT_TEXTS } from "./component-texts";

interface ComponentEditorFrameProps {
  itemId: string | undefined;
  testId: string;
  /** The image or 3D viewer: the only part the component blades do not share. */
  viewer: (component: Component) => ReactNode;
}

/** A component's details and availability above a viewer, loaded from the blade's item id. */
export function ComponentEditorFrame({ itemId, testId, viewer }: ComponentEditorFrameProps) {
  const ids = componentIds.decode(itemId);
  const query = useComponent(ids?.productId, ids?.versionId, ids?.componentId);
  if (ids === null) return <Text size="sm">{COMPONENT_TEXTS.componentNotFound}</Text>;
  const refresh = () => void query.refetch();
  const reload = async () => (await query.refetch()).data;

  return (
    <EditorLoader queries={[query]} find={() => query.data} itemKey={itemId}>
      {(component, { readOnly }) =>
        component && (
          <Stack gap="md" data-testid={testId}>
            <ComponentHeader component={component} refreshing={query.isFetching} onRefresh={refresh} />
            {!readOnly && <ComponentAvailability component={component} onReload={reload} />}
            {viewer(component)}
          </Stack>
        )
      }
    </EditorLoader>
  );
}
