import { Ok } from "@atelier/domain/account/account.schema";
import {
  CompanyRoles,
  CompanyUser,
  CompanyWithUsers,
  type UpdateUserRolesInput,
} from "@atelier/domain/account/company-user.schema";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../http";

/** A company's members come with the company itself (getCompany), so its detail is their list. */
export const companyKeys = {
  all: ["company"] as const,
  details: () => [...companyKeys.all, "detail"] as const,
  detail: (companyId: string) => [...companyKeys.details(), companyId] as const,
  roles: (companyId: string) => [...companyKeys.all, "roles", companyId] as const,
};

const companyPath = (companyId: string) => `company/${encodeURIComponent(companyId)}`;
const userPath = (companyId: string, userName: string) =>
  `${companyPath(companyId)}/user/${encodeURIComponent(userName)}`;

/** The company with its users; idle until a company id is given. */
export function useCompany(companyId?: string) {
  return useQuery({
    queryKey: companyKeys.detail(companyId ?? ""),
    queryFn: () => api(companyPath(companyId ?? ""), { schema: CompanyWithUsers }),
    enabled: companyId !== undefined && companyId !== "",
  });
}

/** The roles the signed-in user may grant in the company, in the role order; idle until a company id is given. */
export function useCompanyRoles(companyId?: string) {
  return useQuery({
    queryKey: companyKeys.roles(companyId ?? ""),
    queryFn: () => api(`${companyPath(companyId ?? "")}/roles`, { schema: CompanyRoles }),
    enabled: companyId !== undefined && companyId !== "",
  });
}

interface MemberCall {
  companyId: string;
  /** The member's e-mail. */
  userName: string;
}

const membersChanged = (queryClient: QueryClient, companyId: string) =>
  void queryClient.invalidateQueries({ queryKey: companyKeys.detail(companyId) });

/** Sets another member's roles (the 'None' rule applies), with the etag the member was read with. */
export function useUpdateUserRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, userName, input }: MemberCall & { input: UpdateUserRolesInput }) =>
      api(userPath(companyId, userName), { method: "PUT", body: input, schema: CompanyUser }),
    onSuccess: (_member, { companyId }) => membersChanged(queryClient, companyId),
  });
}

/** Takes a member out of the company (their account stays). */
export function useRemoveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, userName, etag }: MemberCall & { etag: string }) =>
      api(userPath(companyId, userName), { method: "DELETE", query: { etag }, schema: Ok }),
    onSuccess: (_ok, { companyId }) => membersChanged(queryClient, companyId),
  });
}
