import { ResetPasswordInput } from "@atelier/domain/account/account.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { Alert, Anchor, Button, Center, Loader, PasswordInput, Stack } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { useLogout, useResetPassword } from "../../api/account/account";
import { TONES } from "../../app/theme-tokens";
import { ErrorCallout } from "../../ui/error-callout";
import { fieldProps } from "../../ui/form/field-props";
import { submitThrough } from "../../ui/form/submit-through";
import { useZodForm } from "../../ui/form/use-zod-form";
import { AuthLayout } from "./auth-layout";
import { AUTH_LINKS } from "./auth-links";
import { useFocusOnLoad } from "./use-focus-on-load";

/**
 * Sets a new password from an e-mailed link (?userId=...&code=...). Without both values the user is
 * sent to /; with them, any current session is signed out first, then the form shows.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const userId = params.get("userId") ?? "";
  const code = params.get("code") ?? "";
  if (userId === "" || code === "") return <Navigate to="/" replace />;
  return <ResetPassword userId={userId} code={code} />;
}

function ResetPassword({ userId, code }: { userId: string; code: string }) {
  const logout = useLogout();
  const reset = useResetPassword();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout.mutate();
  }, [logout.mutate]);
  const signedOut = logout.isSuccess || logout.isError;

  return (
    <AuthLayout title="Reset your password" links={reset.isSuccess ? [] : [AUTH_LINKS.signIn, AUTH_LINKS.forgot]}>
      {signedOut ? (
        <ResetPasswordForm userId={userId} code={code} reset={reset} />
      ) : (
        <Center py="lg">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      )}
    </AuthLayout>
  );
}

interface ResetPasswordFormProps {
  userId: string;
  code: string;
  reset: ReturnType<typeof useResetPassword>;
}

function ResetPasswordForm({ userId, code, reset }: ResetPasswordFormProps) {
  const form = useZodForm(ResetPasswordInput, {
    defaultValues: { user: userId, code, password: "", confirmPassword: "" },
  });
  useFocusOnLoad(form, "password");
  // user and code come from the link and have no inputs: their errors (a damaged link) show here.
  const linkError = form.formState.errors.user?.message ?? form.formState.errors.code?.message;

  const onSubmit = submitThrough(form, reset);

  if (reset.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color={TONES.success} icon={<IconCircleCheck size={18} />} role="status">
          {MESSAGES.passwordReset}
        </Alert>
        <Button component={Link} to={AUTH_LINKS.signIn.to} fullWidth>
          {AUTH_LINKS.signIn.label}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ErrorCallout error={reset.error} />
        {linkError !== undefined && (
          <Alert color={TONES.danger} role="alert">
            {linkError}{" "}
            <Anchor component={Link} to={AUTH_LINKS.forgot.to} size="sm">
              Ask for a new link
            </Anchor>
          </Alert>
        )}
        <PasswordInput label="Create a new password" autoComplete="new-password" {...fieldProps(form, "password")} />
        <PasswordInput label="Verify password" autoComplete="new-password" {...fieldProps(form, "confirmPassword")} />
        <Button type="submit" fullWidth loading={reset.isPending}>
          Reset password
        </Button>
      </Stack>
    </form>
  );
}
