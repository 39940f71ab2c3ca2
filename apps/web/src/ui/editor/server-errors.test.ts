import { normalizeError } from "@atelier/domain/shared/errors";
import type { FieldError, Path } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/http";
import { applyServerErrors } from "./server-errors";

interface Values {
  username: string;
  password: string;
  parentProductId: string | null;
  parentProducts: { parentProductId: string }[];
}

function fakeForm() {
  const errors: { name: string; error: FieldError; focus: boolean }[] = [];
  const form = {
    getValues: (): Values => ({
      username: "",
      password: "",
      parentProductId: null,
      parentProducts: [{ parentProductId: "a" }, { parentProductId: "b" }],
    }),
    setError: (name: Path<Values>, error: FieldError, options?: { shouldFocus?: boolean }) => {
      errors.push({ name, error, focus: options?.shouldFocus === true });
    },
  };
  return { form: form as unknown as Parameters<typeof applyServerErrors<Values>>[0], errors };
}

const failure = (modelState: Record<string, string[]>) =>
  new ApiError(normalizeError(400, { message: "Some fields are not valid.", modelState }));

describe("applyServerErrors", () => {
  it("puts each field's first message on the matching field and focuses the first", () => {
    const { form, errors } = fakeForm();
    const rest = applyServerErrors(form, failure({ UserName: ["Taken", "Also bad"], "model.password": ["Too short"] }));
    expect(rest).toEqual([]);
    expect(errors).toEqual([
      { name: "username", error: { type: "server", message: "Taken" }, focus: true },
      { name: "password", error: { type: "server", message: "Too short" }, focus: false },
    ]);
  });

  it("puts a message on a list row's field at its exact path, not on a top-level field of the same name", () => {
    const { form, errors } = fakeForm();
    const rest = applyServerErrors(
      form,
      failure({ "parentProducts.1.parentProductId": ["Not found"], "ParentProducts[0].ParentProductId": ["Own"] }),
    );
    expect(rest).toEqual([]);
    expect(errors.map((e) => [e.name, e.error.message])).toEqual([
      ["parentProducts.1.parentProductId", "Not found"],
      ["parentProducts.0.parentProductId", "Own"],
    ]);
  });

  it("returns the messages of fields the form does not have, rows it does not hold included", () => {
    const { form, errors } = fakeForm();
    const rest = applyServerErrors(
      form,
      failure({
        company: ["Company name is required."],
        "parentProducts.5.parentProductId": ["Gone"],
        username: ["Taken"],
      }),
    );
    expect(rest).toEqual(["Company name is required.", "Gone"]);
    expect(errors.map((e) => e.name)).toEqual(["username"]);
  });

  it("does nothing for failures without modelState", () => {
    const { form, errors } = fakeForm();
    expect(applyServerErrors(form, new Error("network"))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
