import { type OptimizationProfile, OptimizationProfileFields } from "@atelier/domain/asset/optimization-profile.schema";
import { Textarea, TextInput } from "@mantine/core";
import {
  useCreateOptimizationProfile,
  useRemoveOptimizationProfile,
  useUpdateOptimizationProfile,
} from "../../../../api/asset/optimization-profile";
import type { Blade } from "../../../../app/workspace/blade-types";
import { EditorForm } from "../../../../ui/editor/editor-form";
import { itemCalls } from "../../../../ui/editor/item-calls";
import { useEditor } from "../../../../ui/editor/use-editor";
import { fieldProps } from "../../../../ui/form/field-props";
import { PROFILE_TEXTS } from "../optimization-texts";
import { profileValues } from "./profile-form-values";
import { ProfileStepsSection } from "./profile-steps-section";

interface ProfileEditorProps {
  blade: Blade;
  /** The stored profile, or null to add one. */
  profile: OptimizationProfile | null;
  /** Without the edit permission the profile is shown read-only. */
  readOnly: boolean;
  /** Reads the profile again after a save refused as stale. */
  onReload: () => void;
}

/**
 * The profile form (spec part 3 "Optimization profiles"): name (required), description and the ordered
 * steps with exactly one SaveAs; Archive, Save & Close and Save for users with the edit permission.
 */
export function ProfileEditor({ blade, profile, readOnly, onReload }: ProfileEditorProps) {
  const editor = useEditor({
    blade,
    stored: profile,
    readOnly,
    keepFieldsEnabled: false,
    schema: OptimizationProfileFields,
    valuesOf: profileValues,
    idOf: (stored) => stored.dataOptimizationProfileId,
    calls: itemCalls((stored) => stored.dataOptimizationProfileId, {
      create: useCreateOptimizationProfile(),
      update: useUpdateOptimizationProfile(),
      remove: useRemoveOptimizationProfile(),
    }),
  });
  const { form } = editor;

  return (
    <EditorForm
      editor={editor}
      testId="profile-editor"
      label={PROFILE_TEXTS.actions}
      title={profile?.name ?? PROFILE_TEXTS.newProfile}
      reload={{ label: PROFILE_TEXTS.reload, onReload }}
    >
      <TextInput label={PROFILE_TEXTS.name} withAsterisk={!readOnly} {...fieldProps(form, "name")} />
      <Textarea label={PROFILE_TEXTS.description} autosize minRows={2} {...fieldProps(form, "description")} />
      <ProfileStepsSection readOnly={readOnly} />
    </EditorForm>
  );
}
