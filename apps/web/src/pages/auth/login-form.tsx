import { type CurrentUser, LoginInput } from "@atelier/domain/account/account.schema";
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { Link } from "react-router";
import { useLogin } from "../../api/account/account";
import { ErrorCallout } from "../../ui/error-callout";
import { fieldProps } from "../../ui/form/field-props";
import { submitThrough } from "../../ui/form/submit-through";
import { useZodForm } from "../../ui/form/use-zod-form";
import { AUTH_LINKS } from "./auth-links";
import { useFocusOnLoad } from "./use-focus-on-load";

interface LoginFormProps {
  /** Runs once the server accepted the sign-in; the current user is already in the query cache. */
  onSignedIn?: (user: CurrentUser) => void;
}

/** E-mail, password and 'Remember me', as every sign-in screen shows them (spec part 1, 2.1 and 5). */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const login = useLogin();
  const form = useZodForm(LoginInput, { defaultValues: { username: "", password: "", rememberme: false } });
  useFocusOnLoad(form, "username");

  const onSubmit = submitThrough(form, login, onSignedIn);

  return (
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
  );
}
