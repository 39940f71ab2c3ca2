import { describe, expect, it } from "vitest";
import { recipeSettingsInput } from "./recipe-settings-values";

const fields = {
  recipeCss: "",
  blockedRecipeAttributes: ["cost"],
  recipeSftpHost: "h",
  recipeSftpPath: "/p",
  recipeSftpUser: "u",
};

describe("recipeSettingsInput", () => {
  it("leaves the password out when none was typed, so the saved one is kept", () => {
    const input = recipeSettingsInput({ ...fields, recipeSftpPassword: "", clearSftpPassword: false }, "e1");
    expect(input).toEqual({ ...fields, etag: "e1" });
    expect(input).not.toHaveProperty("recipeSftpPassword");
  });

  it("sends a typed password to replace the saved one", () => {
    expect(recipeSettingsInput({ ...fields, recipeSftpPassword: " s3cret ", clearSftpPassword: false }, "e1")).toEqual({
      ...fields,
      recipeSftpPassword: " s3cret ",
      etag: "e1",
    });
  });

  it("sends an empty password to clear it, whatever was typed", () => {
    expect(recipeSettingsInput({ ...fields, recipeSftpPassword: "typed", clearSftpPassword: true }, "e1")).toEqual({
      ...fields,
      recipeSftpPassword: "",
      etag: "e1",
    });
  });
});
