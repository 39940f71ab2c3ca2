import { LoginInput } from "@atelier/domain/account.schema";
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import { useLogin } from "../../api/account";
import { ErrorCallout } from "../../ui/error-callout";
import { fieldProps } from "../../ui/form/field-props";
import { submitThrough } from "../../ui/form/submit-through";
import { useZodForm } from "../../ui/form/use-zod-form";
import { AuthLayout } from "./auth-layout";
import { AUTH_LINKS } from "./auth-links";

/** Sign in with e-mail and password, then go to the workspace (spec part 1, 2.1 and 5). */
export function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useZodForm(LoginInput, { defaultValues: { username: "", password: "", rememberme: false } });

  const onSubmit = submitThrough(form, login, () => navigate("/", { replace: true }));

  return (
    <AuthLayout title="Sign in" links={[AUTH_LINKS.register]}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <ErrorCallout error={login.error} />
          <TextInput label="E-mail" type="email" autoComplete="email" {...fieldProps(form, "username")} />
          <PasswordInput label="Password" autoComplete="current-password" {...fieldProps(form, "password")} />
          <Group justify="space-between">
            <Checkbox label="Remember me" {...form.register("rememberme")} />
            <Anchor component={Link} to={AUTH_LINKS.forgot.to} size="sm">
              {AUTH_LINKS.forgot.label}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={login.isPending}>
            Sign in
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
