import type { AuthLink } from "./auth-layout";

/** The account pages' shared links, with the spec's wording. */
export const AUTH_LINKS = {
  signIn: { to: "/login", label: "Sign in" },
  forgot: { to: "/account/forgot", label: "Forgot your password?" },
  register: { to: "/account/register", label: "Register new account" },
} as const satisfies Record<string, AuthLink>;
