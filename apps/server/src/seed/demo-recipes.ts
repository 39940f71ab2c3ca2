import type { Blueprint } from "@atelier/domain/customer/blueprint.schema";
import { RecipeCreateInput } from "@atelier/domain/customer/recipe.schema";
import type { RuleEngine } from "@atelier/domain/rules/engine/rule-engine";
import type { Actor, StorefrontActor } from "../auth/actor";
import { readCatalogueRevision } from "../cache/catalogue-revision.repo";
import { CatalogueRevisions } from "../cache/catalogue-revisions";
import { DAY, HOUR, systemClock } from "../clock";
import type { AppDeps } from "../deps";
import { findUserByEmail } from "../modules/account/account/account.repo";
import {
  createStorefrontKey,
  listCompanyStorefrontKeys,
} from "../modules/account/storefront-key/storefront-key.service";
import { loadBlueprint } from "../modules/customer/blueprint/blueprint.service";
import { saveRecipe } from "../modules/customer/recipe/recipe.service";
import { classifyUserAgent } from "../modules/customer/recipe/user-agent";
import { DEMO_USER_AGENTS, DEMO_VISITS, type DemoVisit } from "./demo-recipe-visits";
import { DEMO, demoAdminActor } from "./demo-seed";
import {
  DEMO_SESSION_DAYS,
  type DemoSession,
  demoSessionId,
  planBrowsingSessions,
  SESSION_BEFORE_SAVE,
  sendDemoSession,
  sessionEvents,
} from "./demo-sessions";
import { countRecipes, findCompanyByName } from "./seed.repo";
import { seededRandom } from "./seeded-random";

/** What saving the demo recipes needs: what the recipe service needs. */
export type DemoRecipeDeps = Pick<AppDeps, "db" | "clock" | "catalogueRevisions" | "storage" | "log" | "config">;

/** The demo shop's publishable key: the demo recipes are saved with it, as the shop's Studio would. */
export const DEMO_STOREFRONT = {
  name: "Demo Outfitters shop",
  allowedOrigins: ["https://shop.demo-outfitters.example"],
} as const;

/** How many recipes the demo gets, spread over the last DEMO_RECIPE_DAYS days (a year of analytics). */
export const DEMO_RECIPE_COUNT = 96;
/** A day short of the sessions' year, so that every recipe falls inside the year's analytics period. */
export const DEMO_RECIPE_DAYS = DEMO_SESSION_DAYS - 1;
/** Every so many recipes, the next one changes the one before (names it as its parent). */
const CHANGED_EVERY = 6;
/** Recipes saved at once: reading layers of one overlaps composing the previews of another. */
const SAVED_AT_ONCE = 4;
/** The same demo every time (tests rely on it): the configurations follow this seed. */
const RANDOM_SEED = 14;

const INITIALS = ["AM", "JRC", "KO", "LEE", "MB", "SAM", "TJ", "ZW"];

/** The demo shop's key, made through the storefront key service as an administrator would, once. */
async function demoStorefrontActor(deps: DemoRecipeDeps, admin: Actor): Promise<StorefrontActor> {
  const existing = (await listCompanyStorefrontKeys(deps, admin)).find((key) => key.name === DEMO_STOREFRONT.name);
  const key =
    existing ??
    (await createStorefrontKey(deps, admin, {
      ...DEMO_STOREFRONT,
      allowedOrigins: [...DEMO_STOREFRONT.allowedOrigins],
    }));
  return {
    kind: "storefront",
    storefrontKeyId: key.storefrontKeyId,
    name: key.name,
    companyId: admin.companyId,
    roles: [],
    allowedOrigins: key.allowedOrigins,
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/**
 * A customer's first choice: any component each placement can offer, a monogram now and then. Changing a
 * saved recipe (`base`) starts from its choices with one placement chosen again.
 */
function firstChoice(blueprint: Blueprint, random: Random, base?: Record<string, string>): Record<string, string> {
  const placements = blueprint.groups.flatMap((group) => group.placements);
  const changed = base && pick(random, placements).code;
  const selections: Record<string, string> = {};
  for (const placement of placements) {
    const kept = base?.[placement.code];
    if (base && placement.code !== changed) {
      if (kept !== undefined) selections[placement.code] = kept;
      continue;
    }
    const offered = placement.components.filter(
      (component) => component.unavailable === null && component.code !== kept,
    );
    if (offered.length === 0 || (placement.optional && random() < 0.6)) continue;
    selections[placement.code] = pick(random, offered).code;
  }
  return selections;
}

/**
 * Follows the engine as a customer in the Studio would: takes what the rules force, swaps a blocked choice
 * (or fills a required empty placement) with one still open, types initials where they are required; answers
 * the configuration once it is accepted.
 */
function settleChoice(
  { engine, blueprint }: { engine: RuleEngine; blueprint: Blueprint },
  visit: DemoVisit,
  random: Random,
  base?: Record<string, string>,
) {
  const components = new Map(blueprint.groups.flatMap((group) => group.placements).map((p) => [p.code, p.components]));
  const selections = firstChoice(blueprint, random, base);
  const configuration = { site: visit.site, locale: visit.locale, selections };
  const values: Record<string, string> = {};
  for (let round = 0; round < 5; round++) {
    const state = engine.evaluate({ ...configuration, values, initial: round === 0 });
    if (state.issues.length === 0) return { ...configuration, values };
    for (const placement of state.placements) {
      const blocked = new Set(placement.blocked.map((item) => item.code));
      const chosen = placement.selected;
      if (chosen === null ? placement.required : blocked.has(chosen)) {
        const open = (components.get(placement.code) ?? []).filter(
          (c) => c.unavailable === null && !blocked.has(c.code),
        );
        if (open.length > 0) configuration.selections[placement.code] = pick(random, open).code;
      } else if (chosen !== null) configuration.selections[placement.code] = chosen;
      for (const required of placement.requiredValues) {
        values[`${required.attribute} OF ${placement.code}`] = pick(random, INITIALS);
      }
    }
  }
  throw new Error(`demo recipes: no accepted configuration of ${blueprint.product.styleCode}`);
}

interface PlannedRecipe {
  input: ReturnType<typeof RecipeCreateInput.parse>;
  visit: DemoVisit;
  blueprint: Blueprint;
  /** The Studio visit that saved it. */
  session: DemoSession;
  at: Date;
  userAgent: string;
  /** Saved after the recipe before it, whose id it names as its parent. */
  changesPrevious: boolean;
}

/**
 * The demo recipes, oldest first: visits of the shop's sites on phones, tablets and desktops over the last
 * DEMO_RECIPE_DAYS days, each with the Studio session that saved it.
 */
async function planRecipes(deps: DemoRecipeDeps, companyId: string, now: Date): Promise<PlannedRecipe[]> {
  const random = seededRandom(RANDOM_SEED);
  const sessionRandom = seededRandom(RANDOM_SEED + 1);
  const planned: PlannedRecipe[] = [];
  for (let index = 0; index < DEMO_RECIPE_COUNT; index++) {
    // Every so many recipes, the shopper comes back and changes the one before.
    const previous = index % CHANGED_EVERY === CHANGED_EVERY - 1 ? planned[index - 1] : undefined;
    const visit = previous?.visit ?? (DEMO_VISITS[index % DEMO_VISITS.length] as DemoVisit);
    const loaded = await loadBlueprint(deps, companyId, {
      styleCode: visit.styleCode,
      versionCode: "_",
      site: visit.site,
      locale: visit.locale,
    });
    const configuration = settleChoice(loaded, visit, random, previous?.input.selections);
    const daysAgo = DEMO_RECIPE_DAYS - ((index + random()) * DEMO_RECIPE_DAYS) / DEMO_RECIPE_COUNT;
    const at = new Date(now.getTime() - daysAgo * DAY - random() * HOUR);
    const userAgent = previous?.userAgent ?? pick(random, DEMO_USER_AGENTS[visit.device]);
    const sessionId = demoSessionId("saved", index);
    planned.push({
      input: RecipeCreateInput.parse({
        ...configuration,
        product: visit.styleCode,
        version: "_",
        quantity: random() < 0.15 ? 2 : 1,
        ...(visit.currency === undefined ? {} : { currency: visit.currency }),
        sessionId,
      }),
      visit,
      blueprint: loaded.blueprint,
      session: {
        sessionId,
        at: new Date(at.getTime() - SESSION_BEFORE_SAVE),
        userAgent,
        events: sessionEvents(visit, loaded.blueprint, configuration, sessionRandom, true),
      },
      at,
      userAgent,
      changesPrevious: previous !== undefined,
    });
  }
  return planned;
}

/**
 * Saves the demo recipes through the recipe service with the demo shop's storefront key, each dated at its
 * visit (the service's clock) after the events of its Studio session: validated by the engine, priced, previews
 * composed and stored like any other. A few at once; a recipe that changes the one before waits for it. Then the
 * year's visits that saved nothing send their events.
 */
export async function seedDemoRecipes(deps: DemoRecipeDeps, admin: Actor, now: Date): Promise<number> {
  const storefront = await demoStorefrontActor(deps, admin);
  const planned = await planRecipes(deps, admin.companyId, now);
  const save = async (recipe: PlannedRecipe, parentRecipeId?: string) => {
    await sendDemoSession(deps.db, storefront, recipe.session);
    return saveRecipe(
      { ...deps, clock: () => recipe.at },
      storefront,
      { ...recipe.input, ...(parentRecipeId === undefined ? {} : { parentRecipeId }) },
      classifyUserAgent(recipe.userAgent),
    );
  };
  // Chains: a recipe with the ones that change it, saved in turn; chains are saved SAVED_AT_ONCE at a time.
  const chains: PlannedRecipe[][] = [];
  for (const recipe of planned) {
    const last = chains.at(-1);
    if (recipe.changesPrevious && last) last.push(recipe);
    else chains.push([recipe]);
  }
  let saved = 0;
  for (let start = 0; start < chains.length; start += SAVED_AT_ONCE) {
    await Promise.all(
      chains.slice(start, start + SAVED_AT_ONCE).map(async (chain) => {
        let parent: string | undefined;
        for (const recipe of chain) {
          parent = (await save(recipe, recipe.changesPrevious ? parent : undefined)).recipeId;
          saved++;
        }
      }),
    );
  }
  const blueprints = new Map(planned.map((recipe) => [recipe.visit.styleCode, recipe.blueprint]));
  for (const session of planBrowsingSessions(blueprints, seededRandom(RANDOM_SEED + 2), now)) {
    await sendDemoSession(deps.db, storefront, session);
  }
  return saved;
}

/** The recipe service's dependencies, for a seed run outside the app (its clock is each recipe's date). */
export function demoRecipeDeps(deps: Pick<AppDeps, "db" | "storage" | "log" | "config">): DemoRecipeDeps {
  const { db } = deps;
  return {
    ...deps,
    clock: systemClock,
    catalogueRevisions: new CatalogueRevisions((id) => readCatalogueRevision(db, id)),
  };
}

/**
 * Saves the demo recipes when the demo company exists and has none yet (a fresh demo, or a database prepared
 * without blob storage at build time): on every start with SEED_DEMO and by `npm run seed`. Answers how many.
 */
export async function seedDemoRecipesIfNone(
  deps: Pick<AppDeps, "db" | "storage" | "log" | "config">,
  now: Date = new Date(),
): Promise<number> {
  const company = await findCompanyByName(deps.db, DEMO.company);
  const admin = await findUserByEmail(deps.db, DEMO.admin.email);
  if (!company || !admin || (await countRecipes(deps.db, company.id)) > 0) return 0;
  return seedDemoRecipes(demoRecipeDeps(deps), demoAdminActor(company.id, admin.id), now);
}
