import { Center, Loader } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { currentUserQuery } from "../../api/account/account";
import { AuthLayout } from "../auth/auth-layout";
import { LoginForm } from "../auth/login-form";
import { WorkspaceChoice } from "./workspace-choice";

interface EmbeddedAccountProps {
  /** Runs after a sign-in or a sign-out, which both replace the query cache. */
  onSessionChange: () => void;
}

/**
 * The sign-in form while nobody is signed in (the page is public: a failed load shows the form, it does
 * not go to /login), else the signed-in user's workspaces to choose from.
 */
export function EmbeddedAccount({ onSessionChange }: EmbeddedAccountProps) {
  const { data: user, isPending } = useQuery(currentUserQuery);
  return (
    <AuthLayout
      title="Sign in"
      description={user ? `Signed in as ${user.email}. Choose the workspace to open.` : undefined}
    >
      {user ? (
        <WorkspaceChoice user={user} onSignedOut={onSessionChange} />
      ) : isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      ) : (
        <LoginForm onSignedIn={onSessionChange} />
      )}
    </AuthLayout>
  );
}
