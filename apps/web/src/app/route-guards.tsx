import { useQuery } from "@tanstack/react-query";
import { Navigate, Outlet } from "react-router";
import { currentUserQuery, useCurrentUser } from "../api/account/account";
import { ApiError } from "../api/http";
import { PageLoader } from "../ui/page-loader";

/**
 * Anonymous-only routes (sign-in and account forms) send a user who is already loaded to the
 * workspace. It only reads what is known: it never asks the server, so the form renders at once and
 * the reset-password page can sign out a session before anything redirects.
 */
export function AnonymousOnly() {
  const { data: user } = useQuery({ ...currentUserQuery, enabled: false });
  if (user !== undefined) return <Navigate to="/" replace />;
  return <Outlet />;
}

/**
 * Login-required routes load the current user from the server when none is known; any failure
 * (or a session that has since expired) sends the user to /login.
 */
export function LoginRequired() {
  const { data: user, error } = useCurrentUser();
  const expired = error instanceof ApiError && error.status === 401;
  if (error !== null && (user === undefined || expired)) return <Navigate to="/login" replace />;
  if (user === undefined) return <PageLoader />;
  return <Outlet />;
}
