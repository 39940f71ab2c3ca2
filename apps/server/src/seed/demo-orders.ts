import { Readable } from "node:stream";
import type { OrderAttachmentType } from "@atelier/domain/order/order.schema";
import type { OrderStatus } from "@atelier/domain/order/order-status";
import type { ReviewDecision } from "@atelier/domain/order/review.schema";
import type { FastifyRequest } from "fastify";
import sharp from "sharp";
import type { Actor } from "../auth/actor";
import { HOUR } from "../clock";
import type { AppDeps } from "../deps";
import { requireFound } from "../errors/guards";
import { createMailer } from "../mail/mailer";
import { findUserByEmail } from "../modules/account/account/account.repo";
import { listCompanyStorefrontKeys } from "../modules/account/storefront-key/storefront-key.service";
import { changeOrder, listCompanyOrders, orderContext, requireOrderRow } from "../modules/order/order/order.service";
import { openAccessCode, reviewUrl } from "../modules/order/order/order-access-code";
import { addRecipeOrders } from "../modules/order/order/order-add.service";
import { ORDER_ATTACHMENT_POLICY, orderAttachmentTarget } from "../modules/order/order/order-attachment";
import { findOrderForReview } from "../modules/order/review/review.repo";
import { answerReview } from "../modules/order/review/review.service";
import { addAttachment } from "../modules/shared/owned-items/attachment.service";
import { DEMO_STOREFRONT } from "./demo-recipes";
import { DEMO, demoAdminActor } from "./demo-seed";
import { findCompanyByName, listRecipeSummaries } from "./seed.repo";
import { seededRandom } from "./seeded-random";

/** What seeding the demo orders needs: what the order services need, with the server's mailer made from config. */
export type DemoOrderDeps = Pick<AppDeps, "db" | "storage" | "log" | "config">;

/**
 * A step of a demo order's life, after it was added: a change by staff (a status, comments: `to` left out for
 * comments alone), its notes, a proof, or the customer's answer on the review page.
 */
type Step =
  | { kind: "status"; to?: OrderStatus; holdReason?: string; comment?: string; publicComment?: string }
  | { kind: "notes"; notes: string }
  | { kind: "proof"; view: string; version: number }
  | CustomerStep;

/** The customer's answer on the review page, pinned to a view or not. */
interface CustomerStep {
  kind: "customer";
  decision: ReviewDecision;
  comment: string;
  view: string;
}

interface DemoOrder {
  orderNumber: string;
  steps: Step[];
}

/** The demo order that waits for the customer: the README names it by this number. */
export const DEMO_WAITING_ORDER_NUMBER = "DO-10008";

const TO_CUSTOMER = "Here is your proof: please approve it or tell us what to change.";

/** The demo orders, by the recipe they are made of (every fourth demo recipe, oldest first); the waiting one last. */
export const DEMO_ORDERS: readonly DemoOrder[] = [
  { orderNumber: "DO-10001", steps: [] },
  {
    orderNumber: "DO-10002",
    steps: [
      { kind: "status", to: "Saved", comment: "Checked the monogram spacing: fine." },
      { kind: "notes", notes: "Gift wrap requested at checkout." },
    ],
  },
  {
    orderNumber: "DO-10003",
    steps: [
      { kind: "status", to: "Saved" },
      { kind: "proof", view: "front", version: 1 },
      { kind: "status", to: "Approved", publicComment: "Your sneakers are approved for production." },
    ],
  },
  {
    orderNumber: "DO-10004",
    steps: [
      { kind: "status", to: "Saved" },
      {
        kind: "status",
        to: "Hold",
        holdReason: "Waiting for the next batch of tan leather (due in 10 days).",
        comment: "Supplier confirmed the date by phone.",
      },
    ],
  },
  {
    orderNumber: "DO-10005",
    steps: [
      {
        kind: "status",
        to: "Rejected",
        comment: "The personal text is a trademark we may not print.",
        publicComment: "We cannot print this text; please order again with another one.",
      },
    ],
  },
  {
    orderNumber: "DO-10006",
    steps: [
      { kind: "status", to: "Saved" },
      { kind: "status", to: "Cancelled", comment: "The shop refunded the customer on request." },
    ],
  },
  {
    orderNumber: "DO-10007",
    steps: [
      { kind: "status", to: "Saved" },
      { kind: "proof", view: "front", version: 1 },
      { kind: "status", to: "WaitingForCustomer", publicComment: TO_CUSTOMER },
      { kind: "customer", decision: "revise", comment: "Could the laces be a little darker?", view: "front" },
    ],
  },
  {
    orderNumber: DEMO_WAITING_ORDER_NUMBER,
    steps: [
      { kind: "status", to: "Saved", comment: "Initials checked against the order e-mail." },
      { kind: "notes", notes: "Rush: the customer needs them for a wedding on the 14th." },
      { kind: "proof", view: "front", version: 1 },
      { kind: "status", comment: "Darkened the sole in the proof: the first one looked grey." },
      { kind: "proof", view: "front", version: 2 },
      { kind: "status", to: "WaitingForCustomer", publicComment: TO_CUSTOMER },
    ],
  },
];

/** Every so many demo recipes, one is ordered. */
const ORDERED_EVERY = 4;
const RANDOM_SEED = 15;
const CUSTOMER_NAMES = ["avery", "blake", "casey", "drew", "emery", "finley", "harper", "jordan"];
const PROOF_COLOURS = ["#c8553d", "#588b8b", "#f28f3b", "#2d3047", "#93b7be"];

/** A small proof picture: the order's colours in two bands, lighter for each later version. */
async function proofPng(random: () => number, version: number): Promise<Buffer> {
  const pick = () => PROOF_COLOURS[Math.floor(random() * PROOF_COLOURS.length)] ?? "#888888";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320">
    <rect width="480" height="320" fill="#f7f4ef"/>
    <rect x="40" y="60" width="400" height="120" rx="60" fill="${pick()}" opacity="${1 - version * 0.2}"/>
    <rect x="40" y="200" width="400" height="40" rx="20" fill="${pick()}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * An upload as the shared attachment service receives it (the same parts a multipart request yields): the
 * seed stores its proofs through that service, so they are sniffed, stored and versioned like any other.
 */
function uploadOf(fileName: string, bytes: Buffer, fields: Record<string, string>): FastifyRequest {
  async function* parts() {
    for (const [fieldname, value] of Object.entries(fields)) yield { type: "field", fieldname, value };
    yield { type: "file", fieldname: "file", filename: fileName, file: Readable.from([bytes]) };
  }
  return { isMultipart: () => true, parts } as unknown as FastifyRequest;
}

interface Seeding {
  deps: DemoOrderDeps & Pick<AppDeps, "mailer">;
  staff: Actor;
  random: () => number;
}

/**
 * The customer's answer on the review page, through its service with the order's code, as the page sends it
 * (pinned to a view when the step names one).
 */
async function customerAnswers(seeding: Seeding, recipeId: string, step: CustomerStep, at: Date): Promise<void> {
  const deps = { ...seeding.deps, clock: () => at };
  const found = requireFound(await findOrderForReview(deps.db, recipeId));
  const code = openAccessCode(deps, found.order.accessCodeSealed);
  await answerReview(
    deps,
    { ...found, code },
    {
      decision: step.decision,
      comment: step.comment,
      view: step.view,
      placement: "",
      etag: found.order.etag,
    },
  );
}

async function runStep(seeding: Seeding, recipeId: string, orderNumber: string, step: Step, at: Date): Promise<void> {
  const deps = { ...seeding.deps, clock: () => at };
  const { etag } = await requireOrderRow(deps.db, seeding.staff, recipeId);
  switch (step.kind) {
    case "status": {
      const { to, holdReason = "", comment = "", publicComment = "" } = step;
      await changeOrder(deps, seeding.staff, recipeId, { etag, orderStatus: to, holdReason, comment, publicComment });
      return;
    }
    case "notes":
      await changeOrder(deps, seeding.staff, recipeId, {
        etag,
        orderNotes: step.notes,
        holdReason: "",
        comment: "",
        publicComment: "",
      });
      return;
    case "proof": {
      const context = orderContext(seeding.staff, recipeId);
      const type: OrderAttachmentType = "proof";
      const request = uploadOf(
        `${orderNumber}-${step.view.toLowerCase()}-proof.png`,
        await proofPng(seeding.random, step.version),
        { type, view: step.view, etag },
      );
      const policy = { ...ORDER_ATTACHMENT_POLICY, maxFiles: 1 };
      await addAttachment(deps, context, request, policy, orderAttachmentTarget(deps, context));
      return;
    }
    case "customer":
      await customerAnswers(seeding, recipeId, step, at);
  }
}

/**
 * Adds the demo orders through the order services as the demo administrator (added, moved, commented,
 * proofs attached), each step an hour after the one before, starting an hour after its recipe was saved.
 * Answers how many orders were added.
 */
export async function seedDemoOrders(deps: DemoOrderDeps, staff: Actor): Promise<number> {
  // The demo shop's recipes only: a database filled in bulk (the benches) holds recipes no shop saved.
  const shop = (await listCompanyStorefrontKeys(deps, staff)).find((key) => key.name === DEMO_STOREFRONT.name);
  const recipes = (await listRecipeSummaries(deps.db, staff.companyId))
    .filter((recipe) => shop !== undefined && recipe.storefrontKeyId === shop.storefrontKeyId)
    .filter((_recipe, index) => index % ORDERED_EVERY === ORDERED_EVERY - 1);
  const planned = DEMO_ORDERS.slice(0, recipes.length).map((order, index) => ({ order, recipe: recipes[index] }));
  const random = seededRandom(RANDOM_SEED);
  const seeding: Seeding = {
    deps: { ...deps, mailer: createMailer(deps.config, deps.log) },
    staff,
    random,
  };
  for (const [index, { order, recipe }] of planned.entries()) {
    if (!recipe) continue;
    let at = recipe.createdAt.getTime() + HOUR;
    const customer = CUSTOMER_NAMES[Math.floor(random() * CUSTOMER_NAMES.length)] ?? "customer";
    await addRecipeOrders({ ...deps, clock: () => new Date(at) }, staff, [
      {
        recipeId: recipe.id,
        orderId: `WEB-${58_100 + index * 37}`,
        orderNumber: order.orderNumber,
        itemId: "1",
        itemQuantity: 1,
        customerEmail: `${customer}@mail.demo-outfitters.example`,
      },
    ]);
    for (const step of order.steps) {
      at += HOUR;
      await runStep(seeding, recipe.id, order.orderNumber, step, new Date(at));
    }
  }
  return planned.length;
}

/**
 * Adds the demo orders when the demo company has recipes and no order yet: on every start with the demo, with
 * the server's own blob storage and stored-secrets key (the review codes are sealed with it). Answers how many.
 */
export async function seedDemoOrdersIfNone(deps: DemoOrderDeps): Promise<number> {
  const company = await findCompanyByName(deps.db, DEMO.company);
  const admin = await findUserByEmail(deps.db, DEMO.admin.email);
  if (!company || !admin) return 0;
  const staff: Actor = { ...demoAdminActor(company.id, admin.id), name: DEMO.admin.fullName };
  const { total } = await listCompanyOrders(deps, staff, { filter: "", skip: 0, take: 1 });
  if (total > 0) return 0;
  return seedDemoOrders(deps, staff);
}

/**
 * The customer review link of the demo order that waits for the customer (DEMO_WAITING_ORDER_NUMBER), for the
 * start banner: its recipe id and code are made on each new install, so the README cannot print them.
 */
export async function demoReviewLink(deps: DemoOrderDeps): Promise<string | null> {
  const company = await findCompanyByName(deps.db, DEMO.company);
  const admin = await findUserByEmail(deps.db, DEMO.admin.email);
  if (!company || !admin) return null;
  const staff = demoAdminActor(company.id, admin.id);
  const query = { filter: DEMO_WAITING_ORDER_NUMBER, skip: 0, take: 1 };
  const [listed] = (await listCompanyOrders(deps, staff, query)).orders;
  if (listed?.orderStatus !== "WaitingForCustomer") return null;
  const code = openAccessCode(deps, (await requireOrderRow(deps.db, staff, listed.recipeId)).accessCodeSealed);
  return code === "" ? null : reviewUrl(deps.config.publicUrl, listed.recipeId, code);
}
