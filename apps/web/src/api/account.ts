import {
  type AcceptInviteInput,
  CurrentUser,
  type ForgotPasswordInput,
  type LoginInput,
  Ok,
  type RegisterInput,
  type ResetPasswordInput,
} from "@atelier/domain/account.schema";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./http";

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
