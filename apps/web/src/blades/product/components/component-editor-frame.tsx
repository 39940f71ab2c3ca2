import type { Component } from "@atelier/domain/product/component.schema";
import { Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useCurrentUser } from "../../../api/account/account";
import { useComponent } from "../../../api/product/component";
import { ErrorCallout } from "../../../ui/error-callout";
import { LoadingLine } from "../../../ui/loading-line";
import { ComponentAvailability } from "./component-availability";
import { ComponentHeader } from "./component-header";
import { parseComponentItemId } from "./component-item-id";
import { COMPONENT_TEXTS } from "./component-texts";

interface ComponentEditorFrameProps {
  itemId: string | undefined;
  testId: string;
  /** The image or 3D viewer: the only part the component blades do not share. */
  viewer: (component: Component) => ReactNode;
}

/** A component's details and availability above a viewer, loaded from the blade's item id. */
export function ComponentEditorFrame({ itemId, testId, viewer }: ComponentEditorFrameProps) {
  const ids = parseComponentItemId(itemId);
  const query = useComponent(ids?.productId, ids?.versionId, ids?.componentId);
  const canEdit = useCurrentUser().data?.permissions.canEdit === true;
  const component = query.data;
  if (ids === null) return <Text size="sm">{COMPONENT_TEXTS.componentNotFound}</Text>;
  if (query.error) return <ErrorCallout error={query.error} />;
  if (component === undefined) return <LoadingLine />;
  const reload = () => void query.refetch();

  return (
    <Stack gap="md" data-testid={testId}>
      <ComponentHeader component={component} refreshing={query.isFetching} onRefresh={reload} />
      {canEdit && <ComponentAvailability component={component} onReload={reload} />}
      {viewer(component)}
    </Stack>
  );
}
