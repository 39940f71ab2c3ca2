import { BatchEditCommand } from "@atelier/domain/data/batch-edit/batch-edit-command.schema";
import { describe, expect, it } from "vitest";
import { activationCommand } from "./activation-command";

describe("activationCommand", () => {
  it("activates everything everywhere", () => {
    expect(activationCommand({ op: "activate", site: null, activeFrom: null })).toEqual({
      op: "activate",
      scope: { kind: "global" },
      target: { kind: "both", where: [] },
    });
  });

  it("deactivates on one site from a day, as the contract reads it", () => {
    const command = activationCommand({ op: "deactivate", site: "eu-store", activeFrom: "2026-12-01" });
    expect(command).toEqual({
      op: "deactivate",
      scope: { kind: "site", site: "eu-store" },
      activeFrom: "2026-12-01",
      target: { kind: "both", where: [] },
    });
    expect(BatchEditCommand.parse(command)).toEqual(command);
  });
});
