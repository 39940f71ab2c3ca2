import { CUSTOM_ATTRIBUTE_MESSAGES } from "@atelier/domain/shared/custom-attributes";
import { describe, expect, it } from "vitest";
import { formatJson, jsonProblem } from "./json-value";

describe("jsonProblem", () => {
  it.each(["", "  ", "{}", '{"a":[1,2,{"b":null}]}', "42", '"text"'])("accepts %j", (text) => {
    expect(jsonProblem(text)).toBeNull();
  });

  it.each(['{"a":}', "{a:1}", "[1,2", "{'a':1}"])("refuses %j with the parser's words", (text) => {
    const problem = jsonProblem(text);
    expect(problem).toMatch(new RegExp(`^${CUSTOM_ATTRIBUTE_MESSAGES.invalidJson.replace(".", "\\.")} .+`));
  });
});

describe("formatJson", () => {
  it("indents by two spaces", () => {
    expect(formatJson('{"a":[1,{"b":true}]}')).toBe('{\n  "a": [\n    1,\n    {\n      "b": true\n    }\n  ]\n}');
  });

  it.each(["", "{broken"])("leaves %j as it is", (text) => {
    expect(formatJson(text)).toBe(text);
  });
});
