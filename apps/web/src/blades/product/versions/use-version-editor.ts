import type { Version } from "@atelier/domain/product/version.schema";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useRemoveVersion, useUpdateVersion } from "../../../api/product/version";
import { submitThrough } from "../../../ui/form/submit-through";
import { useZodForm } from "../../../ui/form/use-zod-form";
import { VersionFormSchema, type VersionValues, versionUpdateInput, versionValues } from "./version-form-values";

interface SaveOptions {
  /** Save & Close: close the blade once saved. */
  close?: boolean;
  /** Save & Activate: the version becomes the product's only active one. */
  activate?: boolean;
}

/**
 * The version editor's form and its saves. The form holds the version as read together with its etag
 * (the baseline); a newer read replaces it only while nothing is edited, so a stale etag answers 412
 * and the edits stay on screen.
 */
export function useVersionEditor(version: Version, onClose: () => void) {
  const { productId, versionId } = version;
  const [baseline, setBaseline] = useState(version);
  // `values`, not defaultValues: the form starts from the baseline and is reset to it when it changes.
  const values = useMemo(() => versionValues(baseline), [baseline]);
  const form = useZodForm<VersionValues, VersionValues>(VersionFormSchema, { values });
  const { isDirty } = form.formState;
  const update = useUpdateVersion();
  const remove = useRemoveVersion();

  const adopt = useCallback(
    (read: Version) => {
      form.reset(versionValues(read));
      setBaseline(read);
    },
    [form],
  );

  useEffect(() => {
    if (version.etag !== baseline.etag && !isDirty) adopt(version);
  }, [version, baseline.etag, isDirty, adopt]);

  const save = ({ close = false, activate = false }: SaveOptions = {}) =>
    submitThrough(
      form,
      {
        mutate: (edited, callbacks) =>
          update.mutate({ productId, versionId, input: versionUpdateInput(baseline, edited, activate) }, callbacks),
      },
      (saved: Version) => {
        adopt(saved);
        if (close) onClose();
      },
    )();

  const archive = () => remove.mutate({ productId, versionId, etag: baseline.etag }, { onSuccess: onClose });

  /** After a stale etag: drop the edits and take the version as it is now. */
  const takeLatest = (latest: Version) => {
    update.reset();
    adopt(latest);
  };

  return { form, save, archive, takeLatest, update, remove };
}
