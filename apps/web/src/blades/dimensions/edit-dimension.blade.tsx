import { useCurrentUser } from "../../api/account";
import { useDimension } from "../../api/dimension";
import type { BladeProps } from "../../app/workspace/blade-types";
import { ErrorCallout } from "../../ui/error-callout";
import { LoadingLine } from "../../ui/loading-line";
import { DimensionEditor } from "./dimension-editor";

/** EditDimension: 'Add a dimension' in mode new, the dimension's editor in mode edit (itemId = dimensionId). */
export function EditDimensionBlade({ blade }: BladeProps) {
  const readOnly = useCurrentUser().data?.permissions.canEdit !== true;
  const dimensionId = blade.mode === "edit" ? blade.itemId : undefined;
  const dimension = useDimension(dimensionId);

  if (dimensionId === undefined) return <DimensionEditor blade={blade} dimension={null} readOnly={readOnly} />;
  if (dimension.isError) return <ErrorCallout error={dimension.error} />;
  // The form starts from what the server holds now, not from a copy cached when the blade was last open.
  if (dimension.isPending || !dimension.isFetchedAfterMount) return <LoadingLine />;
  return (
    <DimensionEditor key={dimension.data.dimensionId} blade={blade} dimension={dimension.data} readOnly={readOnly} />
  );
}
