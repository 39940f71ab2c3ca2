import { AcceptInviteInput } from "@atelier/domain/account/account.schema";
import { Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useNavigate, useSearchParams } from "react-router";
import { useAcceptInvite } from "../../api/account/account";
import { ErrorCallout } from "../../ui/error-callout";
import { fieldProps } from "../../ui/form/field-props";
import { submitThrough } from "../../ui/form/submit-through";
import { useZodForm } from "../../ui/form/use-zod-form";
import { AuthLayout } from "./auth-layout";
import { AUTH_LINKS } from "./auth-links";
import { useFocusOnLoad } from "./use-focus-on-load";

/** Joins a company from an invitation link (?code=...&name=...&by=...); signs in and goes to /. */
export function AcceptInvitePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const invitedBy = params.get("by")?.trim() ?? "";
  const accept = useAcceptInvite();
  const invitationCode = params.get("code") ?? "";
  const fullName = params.get("name") ?? "";
  const form = useZodForm(AcceptInviteInput, {
    defaultValues: { invitationCode, fullName, username: "", password: "", confirmPassword: "" },
  });
  // The link usually fills in the code and the name: the cursor goes to the first field it left empty.
  useFocusOnLoad(form, invitationCode === "" ? "invitationCode" : fullName === "" ? "fullName" : "username");

  const onSubmit = submitThrough(form, accept, () => navigate("/", { replace: true }));

  return (
    <AuthLayout
      title="Accept invitation"
      description={
        invitedBy === "" ? undefined : (
          <>
            Invited by <strong data-testid="invited-by">{invitedBy}</strong>
          </>
        )
      }
      links={[AUTH_LINKS.signIn, AUTH_LINKS.forgot]}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <ErrorCallout error={accept.error} />
          <TextInput label="Invitation code" autoComplete="off" {...fieldProps(form, "invitationCode")} />
          <TextInput label="Full name" autoComplete="name" {...fieldProps(form, "fullName")} />
          <TextInput label="E-mail address" type="email" autoComplete="email" {...fieldProps(form, "username")} />
          <PasswordInput label="Password" autoComplete="new-password" {...fieldProps(form, "password")} />
          <PasswordInput label="Verify password" autoComplete="new-password" {...fieldProps(form, "confirmPassword")} />
          <Button type="submit" fullWidth loading={accept.isPending}>
            Accept Invitation
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
