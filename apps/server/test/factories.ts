import { randomBytes } from "node:crypto";
import type { Role } from "@atelier/domain/account/roles";
import type { Product, ProductCreateInput, ProductUpdateInput } from "@atelier/domain/product/product.schema";
import type { FastifyInstance } from "fastify";
import { Passwords } from "../src/auth/passwords";
import { newApiKey, sha256Hex } from "../src/auth/tokens";
import type { Db } from "../src/db/client";
import type { CompanyRow } from "../src/db/schema/companies";
import type { NewProductRow, ProductRow } from "../src/db/schema/products";
import type { UserRow } from "../src/db/schema/users";
import {
  insertCompany,
  insertMembership,
  insertUser,
  upsertPlatformInvitation,
} from "../src/modules/account/account/account.repo";
import { deleteApiKey, findApiKey, insertApiKey } from "../src/modules/account/api-key/api-key.repo";
import { deleteMembership } from "../src/modules/account/company/company.repo";
import { insertProduct, insertProductVersions } from "../src/modules/product/product/product.repo";
import { type ApiClient, apiClient, sessionCookieOf } from "./http";
import { TEST_HASH_COST, type TestApp } from "./test-app";

export const TEST_PASSWORD = "correct-horse";
const passwords = new Passwords(TEST_HASH_COST);
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

export function removeMember(db: Db, company: CompanyRow, userId: string): Promise<void> {
  return deleteMembership(db, company.id, userId);
}

/** A company with one user for each role (password TEST_PASSWORD), for permission and cross-company tests. */
export async function createCompanyWithEveryRole(db: Db, values: Partial<Parameters<typeof insertCompany>[1]> = {}) {
  const company = await createCompany(db, values);
  const member = (roles: Role[], prefix: string) =>
    createUser(db, company, { roles, email: uniqueEmail(prefix), fullName: `${roles[0]} Person` });
  return {
    company,
    /** The platform's own staff. */
    atelier: await member(["Atelier"], "atelier"),
    admin: await member(["Administrator"], "admin"),
    configurator: await member(["Manage Configuration"], "configurator"),
    orderManager: await member(["Manage Orders"], "orders"),
    /** Role None: read-only. */
    viewer: await member(["None"], "viewer"),
  };
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
  return sessionCookieOf(response);
}

/** A client that calls the API as `user`, signed in with TEST_PASSWORD unless told otherwise. */
export async function signedIn(
  app: FastifyInstance,
  user: Pick<UserRow, "email">,
  password = TEST_PASSWORD,
): Promise<ApiClient> {
  return apiClient(app, { cookie: await signIn(app, user.email, password) });
}

/** A company with one Administrator, and a client signed in as that admin. */
export async function signedInAdmin(t: Pick<TestApp, "app" | "db">) {
  const company = await createCompany(t.db);
  const admin = await createUser(t.db, company, { roles: ["Administrator"] });
  return { company, admin, client: await signedIn(t.app, admin) };
}

/** `signedInAdmin`, and a product the admin added through POST product (`productInput(values)`). */
export async function signedInAdminWithProduct(
  t: Pick<TestApp, "app" | "db">,
  values: Partial<ProductCreateInput> = {},
) {
  const signedInAs = await signedInAdmin(t);
  const product = (await signedInAs.client.post("product", productInput(values))).body as Product;
  return { ...signedInAs, product };
}

/** An API key of `company` with `roles`: its id, its Authorization header value, and a way to remove it. */
export async function createApiKey(db: Db, company: CompanyRow, roles: Role[]) {
  const key = newApiKey();
  const { id } = await insertApiKey(db, company.id, { name: "Test key", keyHash: sha256Hex(key), roles });
  const remove = async () => {
    const current = await findApiKey(db, company.id, id);
    return current ? deleteApiKey(db, company.id, id, current.etag) : false;
  };
  return { id, authorization: `Bearer ${key}`, remove };
}

export function createPlatformInvitation(db: Db, code: string, maxUses: number | null = null): Promise<void> {
  return upsertPlatformInvitation(db, code, maxUses);
}

/** A product of `company` (unique name and style code unless given). */
export function createProduct(
  db: Db,
  company: Pick<CompanyRow, "id">,
  values: Partial<Omit<NewProductRow, "id" | "companyId" | "etag">> = {},
): Promise<ProductRow> {
  const suffix = randomBytes(3).toString("hex").toUpperCase();
  return insertProduct(db, company.id, { name: `Product ${suffix}`, styleCode: `TST-${suffix}`, ...values });
}

/** A version of `product` with `code` (inactive unless told otherwise). */
export async function createVersion(
  db: Db,
  product: Pick<ProductRow, "id" | "companyId">,
  code: number,
  values: { name?: string; active?: boolean } = {},
) {
  const [version] = await insertProductVersions(db, product.companyId, product.id, [{ code, ...values }]);
  if (!version) throw new Error("version insert returned no row");
  return version;
}

/** A valid body for POST product: a unique name and style code, every other field at its default. */
export function productInput(values: Partial<ProductCreateInput> = {}): ProductCreateInput {
  const suffix = randomBytes(3).toString("hex").toUpperCase();
  return { name: `Product ${suffix}`, styleCode: `API-${suffix}`, ...values };
}

/** A body for PUT product/{id}: the product as read, with its etag, changed by `values`. */
export function productUpdate(product: Product, values: Partial<ProductUpdateInput> = {}): ProductUpdateInput {
  const {
    productId: _id,
    created: _created,
    lastUpdated: _updated,
    lastUpdatedBy: _by,
    parentProductName: _parent,
    recent: _recent,
    ...fields
  } = product;
  return { ...fields, ...values };
}
