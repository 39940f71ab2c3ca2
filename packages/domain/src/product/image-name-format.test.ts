import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  describeImageNameFormat,
  describeImageNameItem,
  fillImageNameTemplate,
  formatFrame,
  IMAGE_NAME_PREVIEW_PARTS,
  type ImageNameParts,
  imageName,
} from "./image-name-format";
import type { ImageNameFormatItem } from "./product.schema";

const parts: ImageNameParts = { view: "front", code: "collar-red", placementlessCode: "red", frame: 7 };

describe("formatFrame", () => {
  it.each([
    [7, 3, "007"],
    [7, undefined, "007"],
    [123, 3, "123"],
    [1234, 3, "1234"],
    [7, 0, "7"],
    [0, 1, "0"],
    [5, 12, "0000000005"],
    [5, -2, "5"],
    [-4, 3, "-004"],
  ] as const)("frame %d at width %s is %j", (frame, width, expected) => {
    expect(formatFrame(frame, width)).toBe(expected);
  });

  it("keeps the number and pads to the width, capped at 10", () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 0, max: 20 }), (frame, width) => {
        const text = formatFrame(frame, width);
        expect(Number(text)).toBe(frame);
        expect(text.length).toBe(Math.max(String(frame).length, Math.min(width, 10)));
      }),
    );
  });
});

describe("imageName", () => {
  it.each<[ImageNameFormatItem[], string]>([
    [[], ""],
    [[{ type: "view" }, { type: "static", text: "_" }, { type: "code" }], "front_collar-red"],
    [[{ type: "placementless-code" }, { type: "static", text: "-" }, { type: "frame", width: 4 }], "red-0007"],
    [[{ type: "frame", width: 0 }], "7"],
    [[{ type: "template", text: "{view}/{code}_{frame}.png" }], "front/collar-red_007.png"],
    [
      [
        { type: "static", text: "img-" },
        { type: "template", text: "{placementless-code}@{frame:2}" },
      ],
      "img-red@07",
    ],
  ])("%j gives %j", (format, expected) => {
    expect(imageName(format, parts)).toBe(expected);
  });
});

describe("fillImageNameTemplate", () => {
  it.each([
    ["{view}{view}", "frontfront"],
    ["{frame:5}", "00007"],
    ["{frame:0}", "7"],
    ["{unknown} {View} {view:2} {frame:} {}", "{unknown} {View} {view:2} {frame:} {}"],
    ["plain text", "plain text"],
  ])("%j gives %j", (template, expected) => {
    expect(fillImageNameTemplate(template, parts)).toBe(expected);
  });

  it("writes text without references as it is", () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !text.includes("{")),
        (text) => {
          expect(fillImageNameTemplate(text, parts)).toBe(text);
        },
      ),
    );
  });
});

describe("describing a format", () => {
  it.each<[ImageNameFormatItem, string]>([
    [{ type: "static", text: "_" }, 'Static text "_"'],
    [{ type: "view" }, "View code"],
    [{ type: "code" }, "Component code"],
    [{ type: "placementless-code" }, "Placement-less code"],
    [{ type: "frame", width: 3 }, "Frame (3 digits)"],
    [{ type: "frame", width: 1 }, "Frame (1 digit)"],
    [{ type: "template", text: "{view}" }, 'Template "{view}"'],
  ])("%j reads %j", (item, expected) => {
    expect(describeImageNameItem(item)).toBe(expected);
  });

  it("previews the name of the example parts", () => {
    expect(describeImageNameFormat([{ type: "view" }, { type: "frame", width: 3 }])).toBe(
      `Example: ${IMAGE_NAME_PREVIEW_PARTS.view}007`,
    );
    expect(describeImageNameFormat([])).toBe("Example: (empty)");
  });
});
