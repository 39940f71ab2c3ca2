import { randomBytes } from "node:crypto";
import type { Role } from "@atelier/domain/roles";
import type { FastifyInstance } from "fastify";
import { deleteApiKey, insertApiKey } from "../src/auth/auth.repo";
import { Passwords } from "../src/auth/passwords";
import { newApiKey, sha256Hex } from "../src/auth/tokens";
import type { Db } from "../src/db/client";
import type { CompanyRow } from "../src/db/schema/companies";
import {
  deleteMembership,
  insertCompany,
  insertMembership,
  insertUser,
  upsertPlatformInvitation,
} from "../src/modules/account/account.repo";

export const TEST_PASSWORD = "correct-horse";
const passwords = new Passwords({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
let cachedHash: Promise<string> | undefined;

export const uniqueEmail = (prefix = "user") => `${prefix}-${randomBytes(5).toString("hex")}@example.test`;

export function createCompany(db: Db, values: Partial<Parameters<typeof insertCompany>[1]> = {}): Promise<CompanyRow> {
  return insertCompany(db, {
    name: `Company ${randomBytes(3).toString("hex")}`,
    instanceType: "Production",
    ...values,
  });
}

/** A user who is a member of `company` with `roles` (password TEST_PASSWORD unless given). */
export async function createUser(
  db: Db,
  company: CompanyRow,
  options: { roles?: Role[]; email?: string; fullName?: string; password?: string } = {},
) {
  cachedHash ??= passwords.hash(TEST_PASSWORD);
  const passwordHash = options.password ? await passwords.hash(options.password) : await cachedHash;
  const user = await insertUser(db, {
    email: options.email ?? uniqueEmail(),
    fullName: options.fullName ?? "Test Person",
    passwordHash,
    lastCompanyId: company.id,
  });
  await insertMembership(db, company.id, user.id, options.roles ?? ["Administrator"]);
  return user;
}

export function addMember(db: Db, company: CompanyRow, userId: string, roles: Role[]): Promise<void> {
  return insertMembership(db, company.id, userId, roles);
}

/** Signs in through the API and answers the Cookie header to send afterwards. */
export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/v1/account/login",
    payload: { username: email, password },
    remoteAddress: `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === "atelier_session");
  if (!cookie) throw new Error("sign-in set no session cookie");
  return `atelier_session=${cookie.value}`;
}

/** An API key of `company` with `roles`; answers the Authorization header value and the key's id. */
export async function createApiKey(db: Db, company: CompanyRow, roles: Role[]) {
  const key = newApiKey();
  const id = await insertApiKey(db, company.id, { name: "Test key", keyHash: sha256Hex(key), roles });
  return { id, authorization: `Bearer ${key}`, remove: () => deleteApiKey(db, company.id, id) };
}

export function createPlatformInvitation(db: Db, code: string, maxUses: number | null = null): Promise<void> {
  return upsertPlatformInvitation(db, code, maxUses);
}

export function removeMembershipForTest(db: Db, companyId: string, userId: string): Promise<void> {
  return deleteMembership(db, companyId, userId);
}
