import { useCurrentUser } from "../../../api/account/account";
import { useCompanyData } from "../../../api/settings/company-data";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { EditorLoader } from "../../../ui/editor/editor-loader";
import { GlobalDataEditor } from "./global-data-editor";

/** EditGlobalData: the workspace's custom attributes (spec part 3, "Global Settings"). */
export function EditGlobalDataBlade({ blade }: BladeProps) {
  const companyId = useCurrentUser().data?.company.companyId;
  const query = useCompanyData(companyId);
  return (
    <EditorLoader queries={[query]} find={() => query.data}>
      {(data, { readOnly, reload }) =>
        data && <GlobalDataEditor blade={blade} data={data} readOnly={readOnly} reload={reload} />
      }
    </EditorLoader>
  );
}
