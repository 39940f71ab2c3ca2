import type { Role } from "@atelier/domain/account/roles";
import { fieldMessages, MESSAGES } from "@atelier/domain/shared/messages";
import { invalidCodeMessage } from "@atelier/domain/shared/style-code";
import { describe, expect, it } from "vitest";
import {
  createApiKey,
  createCompany,
  createCompanyWithEveryRole,
  signedIn,
  signedInAdmin,
} from "../../../../test/factories";
import { type ApiClient, apiClient } from "../../../../test/http";
import type { TestApp } from "../../../../test/test-app";
import type { Db } from "../../../db/client";
import type { CompanyRow } from "../../../db/schema/companies";

type Body = Record<string, unknown>;

/** What the shared API tests of one catalogue resource need to know about it. */
export interface CatalogueSuiteSpec {
  path: string;
  plural: string;
  idKey: string;
  /** The field unique among live items (code or name) and its 409 message. */
  unique: { field: string; taken: string };
  /** A valid POST body with fresh unique values. */
  input(values?: Body): Body;
  /** A row of `company` written without the API. */
  insert(db: Db, company: Pick<CompanyRow, "id">, values?: Body): Promise<{ id: string; name: string }>;
  /** A valid change of every field but the unique one, for PUT. */
  changes: Body;
  /** Bodies POST refuses: the case, what it changes, the field and the domain's message on it. */
  invalid: (readonly [string, Body, string, string])[];
}

/** The refusals of a required text (a name, a code, a unit) under `field`, labelled `label`. */
export function requiredTextCases(field: string, label: string, max: number) {
  return [
    [`${field} missing`, { [field]: undefined }, field, fieldMessages.required(label)],
    [`${field} blank after trimming`, { [field]: "  " }, field, fieldMessages.required(label)],
    [`${field} over ${max}`, { [field]: "x".repeat(max + 1) }, field, fieldMessages.maxLength(label, max)],
  ] as const;
}

/** The refusals of a code: those of a required text, and spaces or invalid characters. */
export function codeCases(field: string, label: string) {
  return [
    ...requiredTextCases(field, label, 100),
    [`${field} with a space`, { [field]: "A 1" }, field, invalidCodeMessage(label)],
    [`${field} with a slash`, { [field]: "A/1" }, field, invalidCodeMessage(label)],
    [`${field} with a comma`, { [field]: "A,1" }, field, invalidCodeMessage(label)],
  ] as const;
}

/** A PUT body: the item as read, with its etag, changed by `values`. */
export function updateOf(spec: CatalogueSuiteSpec, item: Body, values: Body = {}): Body {
  const { [spec.idKey]: _id, created: _created, lastUpdated: _updated, ...fields } = item;
  return { ...fields, ...values };
}

/** The API tests every catalogue resource shares: reads, writes with etags, archive, uniqueness, roles. */
export function describeCatalogueRoutes(t: TestApp, spec: CatalogueSuiteSpec): void {
  const { path, plural, idKey, unique } = spec;
  const idOf = (body: unknown) => String((body as Body)[idKey]);
  const add = async (client: ApiClient, values?: Body) => {
    const res = await client.post(path, spec.input(values));
    expect(res.status).toBe(201);
    return res.body as Body;
  };

  describe(`GET ${path}`, () => {
    it("lists the company's live items by name without regard to case", async () => {
      const { client } = await signedInAdmin(t);
      const names = ["beta", "Alpha", "gamma", "Delta"];
      for (const name of names) await add(client, { name });
      const archived = await add(client, { name: "Archived one" });
      await client.delete(`${path}/${idOf(archived)}?etag=${archived.etag}`);
      await spec.insert(t.db, await createCompany(t.db), { name: "Elsewhere" });
      const res = await client.get(path);
      expect(res.status).toBe(200);
      const items = (res.body as Record<string, Body[]>)[plural] ?? [];
      expect(items.map((item) => item.name)).toEqual(["Alpha", "beta", "Delta", "gamma"]);
      expect(items[0]).toEqual((await client.get(`${path}/${idOf(items[0])}`)).body);
    });

    it("answers 404 for a missing id, another company's and an archived one", async () => {
      const { client } = await signedInAdmin(t);
      const elsewhere = await spec.insert(t.db, await createCompany(t.db));
      const archived = await add(client);
      await client.delete(`${path}/${idOf(archived)}?etag=${archived.etag}`);
      for (const id of ["no-such-id", elsewhere.id, idOf(archived)]) {
        expect(await client.get(`${path}/${id}`)).toMatchObject({
          status: 404,
          body: { message: MESSAGES.resourceNotFound },
        });
      }
    });

    it("needs a session or an API key", async () => {
      expect((await apiClient(t.app).get(path)).status).toBe(401);
    });
  });

  describe(`POST ${path} and PUT ${path}/{id}`, () => {
    it.each(spec.invalid)("answers 400 for %s, with the field's message", async (_case, values, field, message) => {
      const { client } = await signedInAdmin(t);
      const res = await client.post(path, { ...spec.input(), ...values });
      expect(res).toMatchObject({
        status: 400,
        body: { message: MESSAGES.validationFailed, modelState: { [field]: [message] } },
      });
    });

    it("updates every field with the current etag, giving a new etag and lastUpdated", async () => {
      const { client } = await signedInAdmin(t);
      const item = await add(client);
      t.advanceClock(60_000);
      const res = await client.put(`${path}/${idOf(item)}`, updateOf(spec, item, spec.changes));
      expect(res.status).toBe(200);
      const updated = res.body as Body;
      expect(updated).toMatchObject({ ...spec.changes, created: item.created });
      expect(updated.etag).not.toBe(item.etag);
      expect(Date.parse(String(updated.lastUpdated))).toBeGreaterThan(Date.parse(String(item.lastUpdated)));
      expect((await client.get(`${path}/${idOf(item)}`)).body).toEqual(updated);
    });

    it("answers 412 for a stale etag and changes nothing", async () => {
      const { client } = await signedInAdmin(t);
      const item = await add(client);
      const first = await client.put(`${path}/${idOf(item)}`, updateOf(spec, item, spec.changes));
      expect(first.status).toBe(200);
      const stale = await client.put(`${path}/${idOf(item)}`, updateOf(spec, item, { name: "Stale write" }));
      expect(stale).toMatchObject({ status: 412, body: { message: MESSAGES.staleEtag } });
      expect((await client.get(`${path}/${idOf(item)}`)).body).toEqual(first.body);
    });

    it("answers 400 without an etag", async () => {
      const { client } = await signedInAdmin(t);
      const item = await add(client);
      const res = await client.put(`${path}/${idOf(item)}`, updateOf(spec, item, { etag: undefined }));
      expect(res).toMatchObject({ status: 400, body: { modelState: { etag: ["Etag is required."] } } });
    });

    it(`answers 409 with a message on ${unique.field} for a value a live item of the company holds`, async () => {
      const { client } = await signedInAdmin(t);
      const held = await add(client);
      const conflict = { status: 409, body: { message: unique.taken, modelState: { [unique.field]: [unique.taken] } } };
      expect(await client.post(path, spec.input({ [unique.field]: ` ${held[unique.field]} ` }))).toMatchObject(
        conflict,
      );
      const other = await add(client);
      const moved = await client.put(
        `${path}/${idOf(other)}`,
        updateOf(spec, other, { [unique.field]: held[unique.field] }),
      );
      expect(moved).toMatchObject(conflict);
      // Keeping its own value is no conflict; another company, or an archived item, frees the value.
      expect((await client.put(`${path}/${idOf(held)}`, updateOf(spec, held))).status).toBe(200);
      const stranger = await signedInAdmin(t);
      expect((await stranger.client.post(path, spec.input({ [unique.field]: held[unique.field] }))).status).toBe(201);
      const current = (await client.get(`${path}/${idOf(held)}`)).body as Body;
      expect((await client.delete(`${path}/${idOf(held)}?etag=${current.etag}`)).status).toBe(204);
      expect((await client.post(path, spec.input({ [unique.field]: held[unique.field] }))).status).toBe(201);
    });
  });

  describe(`DELETE ${path}/{id}`, () => {
    it("archives with the current etag: the item leaves the list and gets", async () => {
      const { client } = await signedInAdmin(t);
      const item = await add(client);
      const stale = await client.delete(`${path}/${idOf(item)}?etag=stale`);
      expect(stale).toMatchObject({ status: 412, body: { message: MESSAGES.staleEtag } });
      expect((await client.get(`${path}/${idOf(item)}`)).body).toEqual(item);
      expect((await client.delete(`${path}/${idOf(item)}`)).status).toBe(400);
      expect((await client.delete(`${path}/${idOf(item)}?etag=${item.etag}`)).status).toBe(204);
      expect((await client.get(`${path}/${idOf(item)}`)).status).toBe(404);
      const list = (await client.get(path)).body as Record<string, Body[]>;
      expect(list[plural]?.map(idOf)).not.toContain(idOf(item));
      expect((await client.delete(`${path}/${idOf(item)}?etag=${item.etag}`)).status).toBe(404);
    });
  });

  describe("who may call", () => {
    it("lets every role read and only editors write; None and Manage Orders get 403", async () => {
      const { atelier, admin, configurator, orderManager, viewer, company } = await createCompanyWithEveryRole(t.db);
      const item = await spec.insert(t.db, company);
      for (const user of [atelier, admin, configurator]) await add(await signedIn(t.app, user));
      for (const user of [orderManager, viewer]) {
        const client = await signedIn(t.app, user);
        expect((await client.get(path)).status).toBe(200);
        const read = await client.get(`${path}/${item.id}`);
        expect(read.status).toBe(200);
        const forbidden = { status: 403, body: { message: MESSAGES.forbidden } };
        expect(await client.post(path, spec.input())).toMatchObject(forbidden);
        expect(await client.put(`${path}/${item.id}`, updateOf(spec, read.body as Body))).toMatchObject(forbidden);
        expect(await client.delete(`${path}/${item.id}?etag=${(read.body as Body).etag}`)).toMatchObject(forbidden);
      }
    });

    it("answers 404 for another company's item on every call, and leaves it unchanged", async () => {
      const { client } = await signedInAdmin(t);
      const theirs = await signedInAdmin(t);
      const item = await add(theirs.client);
      const at = `${path}/${idOf(item)}`;
      expect((await client.get(at)).status).toBe(404);
      expect((await client.put(at, updateOf(spec, item, spec.changes))).status).toBe(404);
      expect((await client.delete(`${at}?etag=${item.etag}`)).status).toBe(404);
      expect((await theirs.client.get(at)).body).toEqual(item);
    });

    it("lets an API key act with its roles in its own company", async () => {
      const company = await createCompany(t.db);
      const asKey = async (roles: Role[], of = company) =>
        apiClient(t.app, { authorization: (await createApiKey(t.db, of, roles)).authorization });
      const editor = await asKey(["Manage Configuration"]);
      const item = await add(editor);
      const updated = await editor.put(`${path}/${idOf(item)}`, updateOf(spec, item, spec.changes));
      expect(updated.status).toBe(200);
      const reader = await asKey(["None"]);
      expect((await reader.get(`${path}/${idOf(item)}`)).body).toEqual(updated.body);
      expect((await reader.post(path, spec.input())).status).toBe(403);
      const stranger = await asKey(["Administrator"], await createCompany(t.db));
      expect((await stranger.get(`${path}/${idOf(item)}`)).status).toBe(404);
      const etag = (updated.body as Body).etag;
      expect((await editor.delete(`${path}/${idOf(item)}?etag=${etag}`)).status).toBe(204);
    });
  });
}
