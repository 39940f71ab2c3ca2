import { useNavigate } from "react-router";
import { AuthLayout } from "./auth-layout";
import { AUTH_LINKS } from "./auth-links";
import { LoginForm } from "./login-form";

/** Sign in with e-mail and password, then go to the workspace (spec part 1, 2.1 and 5). */
export function LoginPage() {
  const navigate = useNavigate();
  return (
    <AuthLayout title="Sign in" links={[AUTH_LINKS.register]}>
      <LoginForm onSignedIn={() => navigate("/", { replace: true })} />
    </AuthLayout>
  );
}
