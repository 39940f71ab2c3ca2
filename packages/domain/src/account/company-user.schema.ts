import { z } from "zod";
import { etagField } from "../shared/entity-fields";
import { plainName } from "../shared/fields";
import { Company } from "./company.schema";
import { Role, RoleSelection } from "./roles";

/** A role as the company's role set lists it. */
export const RoleName = z.object({ name: Role });
export type RoleName = z.infer<typeof RoleName>;

/** The roles the caller may grant in a company, in section 6's order. */
export const CompanyRoles = z.array(RoleName);
export type CompanyRoles = z.infer<typeof CompanyRoles>;

/**
 * A member of a company as the organization section lists it. canEdit says whether the caller may edit this
 * member: the caller is an administrator, the member is not the caller, and only holders of the product's own
 * role may edit its holders. The etag guards role changes and removal.
 */
export const CompanyUser = z.object({
  userName: z.string(),
  fullName: z.string(),
  roles: z.array(RoleName),
  canEdit: z.boolean(),
  etag: z.string(),
});
export type CompanyUser = z.infer<typeof CompanyUser>;

/** getCompany: the company with its users (part 2 section 7). */
export const CompanyWithUsers = Company.extend({ applicationUsers: z.array(CompanyUser) });
export type CompanyWithUsers = z.infer<typeof CompanyWithUsers>;

/** updateUser with a full name: the signed-in user's own profile. */
export const UpdateProfileInput = z.object({ fullName: plainName("Full name", 128) });
export type UpdateProfileInput = z.input<typeof UpdateProfileInput>;

/** updateUser with roles: another member's roles, normalised by section 5's 'None' rule. */
export const UpdateUserRolesInput = z.object({ roles: RoleSelection, etag: etagField() });
export type UpdateUserRolesInput = z.input<typeof UpdateUserRolesInput>;
