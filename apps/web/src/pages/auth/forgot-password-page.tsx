import { ForgotPasswordInput } from "@atelier/domain/account/account.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { Alert, Button, Stack, Text, TextInput } from "@mantine/core";
import { IconMailCheck } from "@tabler/icons-react";
import { useForgotPassword } from "../../api/account/account";
import { TONES } from "../../app/theme-tokens";
import { ErrorCallout } from "../../ui/error-callout";
import { fieldProps } from "../../ui/form/field-props";
import { submitThrough } from "../../ui/form/submit-through";
import { useZodForm } from "../../ui/form/use-zod-form";
import { AuthLayout } from "./auth-layout";
import { AUTH_LINKS } from "./auth-links";
import { useFocusOnLoad } from "./use-focus-on-load";

/** Asks for a reset link by e-mail; once sent, the form gives way to 'Check your email to continue'. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const form = useZodForm(ForgotPasswordInput, { defaultValues: { email: "" } });
  useFocusOnLoad(form, "email");

  const onSubmit = submitThrough(form, forgot);

  return (
    <AuthLayout title="Forgot your password?" links={[AUTH_LINKS.signIn, AUTH_LINKS.register]}>
      {forgot.isSuccess ? (
        <Alert color={TONES.info} icon={<IconMailCheck size={18} />} role="status">
          {MESSAGES.checkYourEmail}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Enter the e-mail address of your account and we will send you a link to set a new password.
            </Text>
            <ErrorCallout error={forgot.error} />
            <TextInput label="E-mail" type="email" autoComplete="email" {...fieldProps(form, "email")} />
            <Button type="submit" fullWidth loading={forgot.isPending}>
              Submit
            </Button>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
