import { animals, colors } from "unique-names-generator";
import { describe, expect, it } from "vitest";
import { matchesCopyPhrase, newCopyPhrase } from "./copy-phrase";

describe("newCopyPhrase", () => {
  it("is a colour and an animal in lower case, separated by one space", () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const phrase = newCopyPhrase(seed);
      const [colour, animal, ...rest] = phrase.split(" ");
      expect(rest).toEqual([]);
      expect(colors).toContain(colour);
      expect(animals).toContain(animal);
      expect(phrase).toBe(phrase.toLowerCase());
    }
  });

  it("gives the same phrase for the same seed, and varies between seeds", () => {
    expect(newCopyPhrase(42)).toBe(newCopyPhrase(42));
    const phrases = new Set(Array.from({ length: 50 }, (_, seed) => newCopyPhrase(seed)));
    expect(phrases.size).toBeGreaterThan(1);
  });
});

describe("matchesCopyPhrase", () => {
  it.each([
    ["amber walrus", true],
    ["  amber walrus ", true],
    ["\tamber walrus\n", true],
    ["Amber walrus", false],
    ["AMBER WALRUS", false],
    ["amber  walrus", false],
    ["amberwalrus", false],
    ["amber walru", false],
    ["amber walrus s", false],
    ["", false],
  ])("%j against 'amber walrus' is %s", (typed, expected) => {
    expect(matchesCopyPhrase(typed, "amber walrus")).toBe(expected);
  });
});
