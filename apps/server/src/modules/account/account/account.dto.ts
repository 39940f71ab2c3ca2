import type { CurrentApiKey, CurrentUser } from "@atelier/domain/account/account.schema";
import type { ApiKey } from "@atelier/domain/account/api-key.schema";
import type { Instance } from "@atelier/domain/account/company.schema";
import type { Invite } from "@atelier/domain/account/invite.schema";
import { permissionsOf, type Role } from "@atelier/domain/account/roles";
import { normalizeEmail, sha256Hex } from "../../../auth/tokens";
import type { CompanyInviteRow } from "../../../db/schema/account-codes";
import type { CompanyRow } from "../../../db/schema/companies";
import type { UserRow } from "../../../db/schema/users";
import { toCompanyDto } from "../company/company.dto";

export function toInstanceDto(row: CompanyRow): Instance {
  return { instanceId: row.id, title: row.name, instanceType: row.instanceType };
}

export function toCurrentUserDto(input: {
  user: Pick<UserRow, "id" | "fullName" | "email">;
  company: CompanyRow;
  roles: Role[];
  companies: CompanyRow[];
  build: string;
}): CurrentUser {
  const { user, company, roles } = input;
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    emailHash: sha256Hex(normalizeEmail(user.email)),
    build: input.build,
    userRoles: roles,
    permissions: permissionsOf(roles),
    instanceType: company.instanceType,
    instanceTitle: company.name,
    instances: input.companies.map(toInstanceDto),
    company: toCompanyDto(company),
  };
}

export function toCurrentApiKeyDto(input: { apiKey: ApiKey; company: CompanyRow; build: string }): CurrentApiKey {
  const { apiKey, company, build } = input;
  return { apiKey, permissions: permissionsOf(apiKey.roles), build, company: toCompanyDto(company) };
}

export function toInviteDto(row: CompanyInviteRow): Invite {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    invitedBy: row.invitedBy,
    expiresAt: row.expiresAt.toISOString(),
  };
}
