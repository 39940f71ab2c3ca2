import { DEFAULT_FRAME_WIDTH, type Product } from "@atelier/domain/product/product.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { STYLE_CODE_INVALID_MESSAGE } from "@atelier/domain/shared/style-code";
import { describe, expect, it } from "vitest";
import { createSite } from "../../../../test/catalogue-factories";
import {
  createApiKey,
  createCompany,
  createCompanyWithEveryRole,
  createProduct,
  createUser,
  productInput,
  signedIn,
  signedInAdmin,
} from "../../../../test/factories";
import { apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { addReferenceData } from "../../data/reference-data/reference-data.fixtures";
import { PRODUCT_MESSAGES } from "./product-messages";

const t = useTestApp();
const asProduct = (body: unknown) => body as Product;

describe("POST product", () => {
  it("adds a product in Development with the defaults, trimmed, recorded against the user", async () => {
    const { admin, client } = await signedInAdmin(t);
    const before = Date.now();
    const res = await client.post("product", { name: "  Trail Cap ", styleCode: " CAP-1 ", tags: [" caps "] });
    expect(res.status).toBe(201);
    const product = asProduct(res.body);
    expect(product).toMatchObject({
      name: "Trail Cap",
      styleCode: "CAP-1",
      description: "",
      assistantDescription: "",
      notes: "",
      mixinOnly: false,
      navigable: true,
      tags: ["caps"],
      productType: "Standard",
      productStatus: "Development",
      lastUpdatedBy: admin.id,
      imageProvider: "drive",
      imageNameFormat: [],
      inactive: false,
      activeFrom: null,
      inactivePerSite: [],
      sites: [],
      parentProductId: null,
      parentProductName: null,
      parentProducts: [],
      productReferenceDatas: [],
      customAttributesJson: [],
      collectAnalytics: false,
      collectDataLayer: "",
    });
    expect(Date.parse(product.created)).toBeGreaterThanOrEqual(before - 1000);
    expect(product.lastUpdated).toBe(product.created);
    expect((await client.get(`product/${product.productId}`)).body).toEqual(product);
  });

  it("stores every setting and answers it back, with the names of the parent and the mixins", async () => {
    const { company, client } = await signedInAdmin(t);
    const parent = await createProduct(t.db, company, { name: "Base shoe" });
    const mixin = await createProduct(t.db, company, { name: "Laces", mixinOnly: true });
    for (const code of ["eu", "us"]) await createSite(t.db, company, { code });
    const mapping = await addReferenceData(client, "Mapping", { name: "Back-end codes" });
    const input = productInput({
      description: "A shoe",
      assistantDescription: "For the assistant",
      notes: "n".repeat(512),
      mixinOnly: true,
      navigable: false,
      productType: "ThreeD",
      collectAnalytics: true,
      collectDeviceMoreAnalytics: true,
      collectDataLayer: "product_view",
      imageProvider: "cdn",
      imageRootUrl: "https://img.example.test/",
      imageCacheId: "c1",
      imageHighlightedSuffix: "_h",
      imageSelectedSuffix: "_s",
      imageNameFormat: [{ type: "static", text: "shoe-" }, { type: "view" }, { type: "frame", width: 0 }],
      inactive: true,
      activeFrom: "2026-01-01T09:15:00.000Z",
      inventory: 12,
      inactivePerSite: [{ siteCode: "eu", inactive: true, activeFrom: null, inventory: null }],
      sites: ["eu", "us"],
      parentProductId: parent.id,
      parentProducts: [{ parentProductId: mixin.id, parentProductName: "ignored" }],
      productReferenceDatas: [
        { referenceDataId: mapping.referenceDataId, usage: "Backend", referenceDataName: "ignored" },
      ],
      customAttributesJson: [{ id: "a1", name: "color", value: "red" }],
    });
    const res = await client.post("product", input);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ...input,
      parentProductName: "Base shoe",
      parentProducts: [{ parentProductId: mixin.id, parentProductName: "Laces" }],
      productReferenceDatas: [
        { referenceDataId: mapping.referenceDataId, usage: "Backend", referenceDataName: "Back-end codes" },
      ],
    });
  });

  it.each([
    ["name missing", { name: undefined }, "name", "Name is required."],
    ["name blank after trimming", { name: "   " }, "name", "Name is required."],
    ["style code missing", { styleCode: undefined }, "styleCode", "Style code is required."],
    ["style code blank after trimming", { styleCode: "  " }, "styleCode", "Style code is required."],
    ["style code with a space", { styleCode: "AB 12" }, "styleCode", STYLE_CODE_INVALID_MESSAGE],
    ["style code with a slash", { styleCode: "AB/12" }, "styleCode", STYLE_CODE_INVALID_MESSAGE],
    ["notes over 512", { notes: "n".repeat(513) }, "notes", "Notes are at most 512 characters."],
    [
      "a frame width below 0",
      { imageNameFormat: [{ type: "frame", width: -1 }] },
      "imageNameFormat.0.width",
      "Frame width must be at least 0.",
    ],
  ])("answers 400 for %s, with the field's message", async (_case, values, field, message) => {
    const { client } = await signedInAdmin(t);
    const res = await client.post("product", { ...productInput(), ...values });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: MESSAGES.validationFailed, modelState: { [field]: [message] } });
  });

  it("gives a frame without a width the default width", async () => {
    const { client } = await signedInAdmin(t);
    const res = await client.post("product", productInput({ imageNameFormat: [{ type: "frame" }] }));
    expect(asProduct(res.body).imageNameFormat).toEqual([{ type: "frame", width: DEFAULT_FRAME_WIDTH }]);
  });

  it("refuses a parent or a mixin that is missing or another company's, one message per field", async () => {
    const { client } = await signedInAdmin(t);
    const elsewhere = await createProduct(t.db, await createCompany(t.db));
    const res = await client.post(
      "product",
      productInput({
        parentProductId: elsewhere.id,
        parentProducts: [{ parentProductId: "no-such-product" }, { parentProductId: elsewhere.id }],
      }),
    );
    expect(res).toMatchObject({
      status: 400,
      body: {
        message: MESSAGES.validationFailed,
        modelState: {
          parentProductId: [PRODUCT_MESSAGES.parentNotFound],
          "parentProducts.0.parentProductId": [PRODUCT_MESSAGES.parentNotFound],
          "parentProducts.1.parentProductId": [PRODUCT_MESSAGES.parentNotFound],
        },
      },
    });
  });

  it("answers 409 with a message on styleCode for a style code the company already uses", async () => {
    const { company, client } = await signedInAdmin(t);
    await createProduct(t.db, company, { styleCode: "DUP-1" });
    const res = await client.post("product", productInput({ styleCode: " DUP-1 " }));
    expect(res).toMatchObject({
      status: 409,
      body: { message: MESSAGES.styleCodeTaken, modelState: { styleCode: [MESSAGES.styleCodeTaken] } },
    });
    // Another company may use the same style code.
    const other = await signedIn(t.app, await createUser(t.db, await createCompany(t.db)));
    expect((await other.post("product", productInput({ styleCode: "DUP-1" }))).status).toBe(201);
  });

  it("lets editors add, and refuses role None and Manage Orders with 403", async () => {
    const { atelier, admin, configurator, orderManager, viewer } = await createCompanyWithEveryRole(t.db);
    for (const user of [atelier, admin, configurator]) {
      expect((await (await signedIn(t.app, user)).post("product", productInput())).status).toBe(201);
    }
    for (const user of [orderManager, viewer]) {
      const res = await (await signedIn(t.app, user)).post("product", productInput());
      expect(res).toMatchObject({ status: 403, body: { message: MESSAGES.forbidden } });
    }
  });

  it("lets an API key add with its roles, recorded against no user", async () => {
    const company = await createCompany(t.db);
    const editorKey = await createApiKey(t.db, company, ["Manage Configuration"]);
    const res = await apiClient(t.app, { authorization: editorKey.authorization }).post("product", productInput());
    expect(res.status).toBe(201);
    expect(asProduct(res.body).lastUpdatedBy).toBeNull();
    const readerKey = await createApiKey(t.db, company, ["None"]);
    expect(
      (await apiClient(t.app, { authorization: readerKey.authorization }).post("product", productInput())).status,
    ).toBe(403);
  });

  it("needs a session or an API key", async () => {
    expect((await apiClient(t.app).post("product", productInput())).status).toBe(401);
  });
});
