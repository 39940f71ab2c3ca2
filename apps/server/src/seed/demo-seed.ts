import type { Actor } from "../auth/actor";
import type { Passwords } from "../auth/passwords";
import type { Db } from "../db/client";
import type { CompanyRow } from "../db/schema/companies";
import {
  ensureMembership,
  findUserByEmail,
  insertCompany,
  insertUser,
  upsertPlatformInvitation,
} from "../modules/account/account/account.repo";
import { seedDemoApplets } from "./demo-applets";
import { DEMO_CATALOGUE, STAGING_CATALOGUE } from "./demo-catalogue";
import { seedDemoCustomerRules } from "./demo-customer-rules";
import { seedDemoMetadata } from "./demo-metadata-seed";
import { seedDemoOptimizationProfile } from "./demo-optimization";
import { seedCatalogue } from "./demo-products";
import { seedDemoRules } from "./demo-rules";
import { countCompanies, findCompanyByName } from "./seed.repo";

export const DEMO = {
  company: "Demo Outfitters",
  stagingCompany: "Demo Outfitters Staging",
  admin: { email: "admin@demo.atelier.test", fullName: "Alex Morgan" },
  viewer: { email: "viewer@demo.atelier.test", fullName: "Riley Chen" },
  password: "demo-password",
  invitationCode: "DEMO-INVITE",
} as const;

async function ensureCompany(db: Db, values: Parameters<typeof insertCompany>[1]): Promise<CompanyRow> {
  return (await findCompanyByName(db, values.name)) ?? insertCompany(db, values);
}

async function ensureUser(
  db: Db,
  demoPasswordHash: () => Promise<string>,
  person: { email: string; fullName: string },
  lastCompanyId: string,
) {
  const existing = await findUserByEmail(db, person.email);
  if (existing) return existing;
  return insertUser(db, { ...person, passwordHash: await demoPasswordHash(), lastCompanyId });
}

/** Creates the demo workspace with its catalogue; running it again changes nothing. */
export async function seedDemo(db: Db, passwords: Passwords, now: Date = new Date()): Promise<void> {
  const production = await ensureCompany(db, {
    name: DEMO.company,
    instanceType: "Production",
    manageAssets: true,
    optimizeAssets: true,
    hasAdvancedModeration: true,
    hasImageModeration: true,
  });
  const staging = await ensureCompany(db, { name: DEMO.stagingCompany, instanceType: "Staging" });
  // The demo users share one password: hash it once (argon2id is slow on purpose), and only when needed.
  let hashed: Promise<string> | undefined;
  const demoPasswordHash = () => {
    hashed ??= passwords.hash(DEMO.password);
    return hashed;
  };
  const admin = await ensureUser(db, demoPasswordHash, DEMO.admin, production.id);
  const viewer = await ensureUser(db, demoPasswordHash, DEMO.viewer, production.id);
  await ensureMembership(db, production.id, admin.id, ["Administrator"]);
  await ensureMembership(db, staging.id, admin.id, ["Administrator"]);
  await ensureMembership(db, production.id, viewer.id, ["None"]);
  await upsertPlatformInvitation(db, DEMO.invitationCode, null);
  await seedCatalogue(db, production.id, DEMO_CATALOGUE, admin.id, now);
  await seedCatalogue(db, staging.id, STAGING_CATALOGUE, admin.id, now);
  await seedComponents(db, production.id, admin.id, now);
  await seedDemoApplets(db, demoAdminActor(production.id, admin.id), now);
  // The 3D optimisation profile; its finished optimisation needs blob storage: ensureDemoOptimization.
  await seedDemoOptimizationProfile(db, demoAdminActor(production.id, admin.id), now);
}

/** The demo administrator as the seed's writer. */
export function demoAdminActor(companyId: string, adminId: string): Actor {
  return {
    kind: "user",
    userId: adminId,
    name: "Demo seed",
    sessionId: "demo-seed",
    companyId,
    roles: ["Administrator"],
  };
}

/**
 * Demo Outfitters' shared catalogue (definitions, options, types, placements, sites, dimensions), the
 * component rules of its sneakers, then the sneakers' group placements and customer rules, written as the
 * demo administrator through the services the API uses.
 */
async function seedComponents(db: Db, companyId: string, adminId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const actor = demoAdminActor(companyId, adminId);
    const deps = { db: tx, clock: () => now };
    const ids = await seedDemoMetadata(deps, actor);
    await seedDemoRules(deps, actor, ids);
    await seedDemoCustomerRules(deps, actor, ids);
  });
}

/** Seeds the demo workspace only when the database has no company yet. Answers whether it seeded. */
export async function seedDemoIfEmpty(db: Db, passwords: Passwords): Promise<boolean> {
  if ((await countCompanies(db)) > 0) return false;
  await seedDemo(db, passwords);
  return true;
}

export async function demoCompanyExists(db: Db): Promise<boolean> {
  return (await findCompanyByName(db, DEMO.company)) !== undefined;
}
