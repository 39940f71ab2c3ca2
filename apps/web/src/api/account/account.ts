import {
  type AcceptInviteInput,
  type ChangePasswordInput,
  CurrentUser,
  type ForgotPasswordInput,
  type LoginInput,
  Ok,
  type RegisterInput,
  type ResetPasswordInput,
  type SwitchInstanceInput,
} from "@atelier/domain/account/account.schema";
import type { UpdateProfileInput } from "@atelier/domain/account/company-user.schema";
import { Invite, type InviteInput } from "@atelier/domain/account/invite.schema";
import { type CopyInstanceInput, JobStarted } from "@atelier/domain/shared/job.schema";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../http";

export const accountKeys = {
  all: ["account"] as const,
  current: () => [...accountKeys.all, "current"] as const,
};

/** The current user's query, shared by the hook and the route guard that only reads the cache. */
export const currentUserQuery = queryOptions({
  queryKey: accountKeys.current(),
  queryFn: () => api("account", { schema: CurrentUser }),
  retry: false,
  staleTime: 60_000,
});

/** The signed-in user; fails with status 401 when nobody is signed in. */
export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/** Signs in (or registers, or accepts an invite) and stores the new current user. */
function useSignInMutation<TInput>(path: string, toBody: (input: TInput) => unknown = (input) => input) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => api(path, { method: "POST", body: toBody(input), schema: CurrentUser }),
    onSuccess: (user) => {
      queryClient.clear();
      queryClient.setQueryData(accountKeys.current(), user);
    },
  });
}

/** The login call takes rememberme as the string 'true' or 'false' (spec part 1, 7). */
function loginBody(input: LoginInput): LoginInput {
  const remember = input.rememberme === true || input.rememberme === "true";
  return { ...input, rememberme: remember ? "true" : "false" };
}

export const useLogin = () => useSignInMutation<LoginInput>("account/login", loginBody);
export const useRegister = () => useSignInMutation<RegisterInput>("account/register");
export const useAcceptInvite = () => useSignInMutation<AcceptInviteInput>("account/acceptinvite");

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      api("account/forgotpassword", { method: "POST", body: input, schema: Ok }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      api("account/resetpassword", { method: "POST", body: input, schema: Ok }),
  });
}

/** Signs out: clears every local datum and tells the server, ignoring its failures (spec part 1, 4). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await api("account/logout", { method: "POST", schema: Ok });
      } catch {
        // Logout errors are swallowed: the user is signed out locally either way.
      }
    },
    onSettled: () => queryClient.clear(),
  });
}

/** Saves the signed-in user's own profile; the header reads the answer at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) =>
      api("account/profile", { method: "PUT", body: input, schema: CurrentUser }),
    onSuccess: (user) => queryClient.setQueryData(accountKeys.current(), user),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      api("account/changepassword", { method: "POST", body: input, schema: Ok }),
  });
}

/**
 * Makes another workspace current. Its errors are swallowed (spec part 1, 8): the caller reloads the
 * page (or moves on) either way, and the page shows whichever workspace the server holds.
 */
export function useSwitchInstance() {
  return useMutation({
    mutationFn: async (input: SwitchInstanceInput) => {
      try {
        await api("account/switchinstance", { method: "POST", body: input, schema: CurrentUser });
      } catch {
        // Swallowed: the reload that follows shows the workspace the server kept.
      }
    },
  });
}

/** Starts copying the current workspace into another one: the answer names the job to follow. */
export function useCopyInstance() {
  return useMutation({
    mutationFn: (input: CopyInstanceInput) =>
      api("account/copyinstance", { method: "POST", body: input, schema: JobStarted }),
  });
}

/** Invites someone into the current company with one role: the server mails them the link. */
export function useInvite() {
  return useMutation({
    mutationFn: (input: InviteInput) => api("account/invite", { method: "POST", body: input, schema: Invite }),
  });
}
