import { useCurrentUser } from "../../../api/account/account";
import { useCompanySettings } from "../../../api/settings/company-settings";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { EditorLoader } from "../../../ui/editor/editor-loader";
import { RecipeSettingsEditor } from "./recipe-settings-editor";

/** EditRecipeSettings: the company's Recipe and Blueprint Settings (spec part 3, "Recipe Settings"). */
export function EditRecipeSettingsBlade({ blade }: BladeProps) {
  const companyId = useCurrentUser().data?.company.companyId;
  const query = useCompanySettings(companyId);
  return (
    <EditorLoader queries={[query]} find={() => query.data}>
      {(settings, { readOnly, reload }) =>
        settings && <RecipeSettingsEditor blade={blade} settings={settings} readOnly={readOnly} reload={reload} />
      }
    </EditorLoader>
  );
}
