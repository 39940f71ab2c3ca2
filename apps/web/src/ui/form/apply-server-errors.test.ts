import { normalizeError } from "@atelier/domain/shared/errors";
import type { FieldError, Path } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/http";
import { applyServerErrors } from "./apply-server-errors";

interface Values {
  username: string;
  password: string;
}

function fakeForm() {
  const errors: { name: string; error: FieldError; focus: boolean }[] = [];
  const form = {
    getValues: () => ({ username: "", password: "" }),
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

  it("returns the messages of fields the form does not have", () => {
    const { form, errors } = fakeForm();
    const rest = applyServerErrors(form, failure({ company: ["Company name is required."], username: ["Taken"] }));
    expect(rest).toEqual(["Company name is required."]);
    expect(errors.map((e) => e.name)).toEqual(["username"]);
  });

  it("does nothing for failures without modelState", () => {
    const { form, errors } = fakeForm();
    expect(applyServerErrors(form, new Error("network"))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
