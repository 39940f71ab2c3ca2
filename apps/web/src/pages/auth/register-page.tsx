import { RegisterInput } from "@atelier/domain/account/account.schema";
import { Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useNavigate } from "react-router";
import { useRegister } from "../../api/account/account";
import { ErrorCallout } from "../../ui/error-callout";
import { fieldProps } from "../../ui/form/field-props";
import { submitThrough } from "../../ui/form/submit-through";
import { useZodForm } from "../../ui/form/use-zod-form";
import { AuthLayout } from "./auth-layout";
import { AUTH_LINKS } from "./auth-links";
import { useFocusOnLoad } from "./use-focus-on-load";

/** Creates a new company with a platform invitation code; its first user is signed in and sent to /. */
export function RegisterPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const form = useZodForm(RegisterInput, {
    defaultValues: { invitationCode: "", fullName: "", username: "", company: "", password: "", confirmPassword: "" },
  });
  useFocusOnLoad(form, "invitationCode");

  const onSubmit = submitThrough(form, register, () => navigate("/", { replace: true }));

  return (
    <AuthLayout title="Create account" links={[AUTH_LINKS.signIn, AUTH_LINKS.forgot]}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <ErrorCallout error={register.error} />
          <TextInput label="Invitation code" autoComplete="off" {...fieldProps(form, "invitationCode")} />
          <TextInput label="Full name" autoComplete="name" {...fieldProps(form, "fullName")} />
          <TextInput label="E-mail address" type="email" autoComplete="email" {...fieldProps(form, "username")} />
          <TextInput label="Company name" autoComplete="organization" {...fieldProps(form, "company")} />
          <PasswordInput label="Password" autoComplete="new-password" {...fieldProps(form, "password")} />
          <PasswordInput label="Verify password" autoComplete="new-password" {...fieldProps(form, "confirmPassword")} />
          <Button type="submit" fullWidth loading={register.isPending}>
            Create Account
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
