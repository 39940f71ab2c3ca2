import { Box, Button, Stack, Text, Title } from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { type FieldValues, FormProvider, type UseFormReturn } from "react-hook-form";
import { StickyActionBar } from "../../../ui/action-bar/sticky-action-bar";
import { ConfirmButton } from "../../../ui/confirm-button";
import type { FormCalls } from "../../../ui/form/use-form-calls";
import { SaveErrorCallout } from "../../../ui/save-error-callout";
import { ACCOUNT_USERS_TEXTS } from "./account-users-texts";

interface AccountEditorFormProps<TValues extends FieldValues, TOutput extends FieldValues> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  calls: FormCalls;
  /** Called with the schema's parsed values once the form is valid. */
  onSave: (values: TOutput) => void;
  /** Remove (with 'Confirm?'), for a stored item. */
  onRemove?: (() => void) | undefined;
  /** Shown without the action bar: the user may look but not change. */
  readOnly?: boolean;
  /** The action bar's accessible name, e.g. 'User actions'. */
  label: string;
  /** Save's label and icon, when the form does not save but e.g. sends. */
  saveLabel?: string;
  saveIcon?: ReactNode;
  testId: string;
  title: string;
  /** One dimmed line under the title, e.g. the user's e-mail. */
  subtitle?: string;
  /** After a call refused as stale: reads the item again and starts over from it. */
  reload?: { label: string; onReload: () => void } | undefined;
  children: ReactNode;
}

/** The frame of the user, API key and invite editors: action bar, title, the failure's callout, then the fields. */
export function AccountEditorForm<TValues extends FieldValues, TOutput extends FieldValues>(
  props: AccountEditorFormProps<TValues, TOutput>,
) {
  const { form, calls, onRemove } = props;
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={form.handleSubmit(props.onSave)} data-testid={props.testId}>
        {!props.readOnly && (
          <StickyActionBar
            label={props.label}
            danger={false}
            start={
              <>
                {onRemove && (
                  <ConfirmButton size="xs" variant="default" color="red" onConfirm={onRemove} disabled={calls.busy}>
                    {ACCOUNT_USERS_TEXTS.remove}
                  </ConfirmButton>
                )}
                <Button
                  type="submit"
                  size="xs"
                  loading={calls.pending === "save"}
                  disabled={calls.busy && calls.pending !== "save"}
                  leftSection={props.saveIcon ?? <IconDeviceFloppy size={14} />}
                >
                  {props.saveLabel ?? ACCOUNT_USERS_TEXTS.save}
                </Button>
              </>
            }
          />
        )}
        <Stack gap="md" pt="md">
          <div>
            <Title order={2} size="h3">
              {props.title}
            </Title>
            {props.subtitle !== undefined && (
              <Text size="sm" c="dimmed">
                {props.subtitle}
              </Text>
            )}
          </div>
          <SaveErrorCallout error={calls.error} reload={calls.stale && props.reload} />
          {props.children}
        </Stack>
      </Box>
    </FormProvider>
  );
}
