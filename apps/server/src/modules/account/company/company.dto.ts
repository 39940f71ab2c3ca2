import type { Company } from "@atelier/domain/account/company.schema";
import type { CompanyUser } from "@atelier/domain/account/company-user.schema";
import { sortRoles } from "@atelier/domain/account/roles";
import type { CompanyRow } from "../../../db/schema/companies";
import type { MemberRow } from "./company.repo";

/** A member as the organization section lists it: the e-mail is the user name, roles in section 6's order. */
export function toCompanyUserDto(member: MemberRow, canEdit: boolean): CompanyUser {
  return {
    userName: member.email,
    fullName: member.fullName,
    roles: sortRoles(member.roles).map((name) => ({ name })),
    canEdit,
    etag: member.etag,
  };
}

export function toCompanyDto(row: CompanyRow): Company {
  return {
    companyId: row.id,
    name: row.name,
    instanceType: row.instanceType,
    manageAssets: row.manageAssets,
    optimizeAssets: row.optimizeAssets,
    hasAdvancedModeration: row.hasAdvancedModeration,
    hasImageModeration: row.hasImageModeration,
    optimizationCredits: row.optimizationCredits,
  };
}
