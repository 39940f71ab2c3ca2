import { MESSAGES } from "@atelier/domain/shared/messages";
import { Text } from "@mantine/core";
import { useCurrentUser } from "../../../api/account/account";
import { useProduct } from "../../../api/product/product";
import { useVersion } from "../../../api/product/version";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { ErrorCallout } from "../../../ui/error-callout";
import { VersionEditor } from "./version-editor";
import { parseVersionItemId } from "./version-item-id";

/** The version editor (spec part 1, 2.7); itemId = versionItemId(productId, versionId). */
export function EditVersionBlade({ blade }: BladeProps) {
  const ids = parseVersionItemId(blade.itemId);
  const version = useVersion(ids?.productId, ids?.versionId);
  const product = useProduct(ids?.productId);
  const user = useCurrentUser();

  if (ids === null) return <ErrorCallout error={new Error(MESSAGES.resourceNotFound)} />;
  const error = version.error ?? product.error;
  if (error) return <ErrorCallout error={error} />;
  if (!version.data || !product.data || !user.data) return <Text size="sm">{MESSAGES.loading}</Text>;
  return (
    <VersionEditor
      key={version.data.versionId}
      bladeId={blade.id}
      version={version.data}
      product={product.data}
      canEdit={user.data.permissions.canEdit}
      reload={async () => (await version.refetch()).data}
    />
  );
}
