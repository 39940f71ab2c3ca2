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
} from "@atelier/domain/account.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./http";

export const accountKeys = {
  all: ["account"] as const,
  current: () => [...accountKeys.all, "current"] as const,
};

export function fetchCurrentUser() {
  return api("account", { schema: CurrentUser });
}

/** The signed-in user; fails with status 401 when nobody is signed in. */
export function useCurrentUser() {
  return useQuery({ queryKey: accountKeys.current(), queryFn: fetchCurrentUser, retry: false, staleTime: 60_000 });
}

/** Signs in (or registers, or accepts an invite) and stores the new current user. */
function useSignInMutation<TInput>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => api(path, { method: "POST", body: input, schema: CurrentUser }),
    onSuccess: (user) => {
      queryClient.clear();
      queryClient.setQueryData(accountKeys.current(), user);
    },
  });
}

export const useLogin = () => useSignInMutation<LoginInput>("account/login");
export const useRegister = () => useSignInMutation<RegisterInput>("account/register");
export const useAcceptInvite = () => useSignInMutation<AcceptInviteInput>("account/acceptinvite");
export const useSwitchInstance = () => useSignInMutation<SwitchInstanceInput>("account/switchinstance");

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

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      api("account/changepassword", { method: "POST", body: input, schema: Ok }),
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
