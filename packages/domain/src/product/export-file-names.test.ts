import { describe, expect, it } from "vitest";
import { exportDateStamp, exportTimestamp, productExportFileName, productsExportFileName } from "./export-file-names";

// Local time, as the file names use the user's clock.
const AT = new Date(2026, 10, 22, 14, 5, 9);
const NEW_YEAR = new Date(2027, 0, 1, 0, 0, 0);

describe("export stamps", () => {
  it.each([
    [AT, "2026-11-22", "2026-11-22-14-05-09"],
    [NEW_YEAR, "2027-01-01", "2027-01-01-00-00-00"],
    [new Date(2026, 11, 31, 23, 59, 59), "2026-12-31", "2026-12-31-23-59-59"],
  ])("%s is dated %s and stamped %s", (at, date, timestamp) => {
    expect(exportDateStamp(at)).toBe(date);
    expect(exportTimestamp(at)).toBe(timestamp);
  });
});

describe("productExportFileName", () => {
  it("names one product's export by kind, style code and date", () => {
    expect(productExportFileName("Product", "SNK-CC-100", AT)).toBe("Product-SNK-CC-100-2026-11-22.json");
    expect(productExportFileName("ProductWithPackages", "TEE-01", NEW_YEAR)).toBe(
      "ProductWithPackages-TEE-01-2027-01-01.json",
    );
  });
});

describe("productsExportFileName", () => {
  it("names a batch with or without packages by the moment of export", () => {
    expect(productsExportFileName("None", AT)).toBe("Products-2026-11-22-14-05-09.json");
    expect(productsExportFileName("Packages", AT)).toBe("Products-WithPackages-2026-11-22-14-05-09.json");
  });
});
