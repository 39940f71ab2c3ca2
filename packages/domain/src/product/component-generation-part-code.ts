import type { PartCodeSequence } from "../catalogue/component-type.schema";
import type {
  GenerationDefinition,
  GenerationOption,
  GenerationPlacement,
  GenerationType,
} from "./component-generation";

type AttributeSequence = Extract<PartCodeSequence, { type: "attribute" }>;

/** What a type with no part code format writes between its options' codes. */
export const DEFAULT_PART_CODE_SEPARATOR = "-";

/**
 * The value of the option's custom attribute named like the sequence (first match, names compared as
 * written), padded at the start with the fill character to the width; 'auto' and longer values are
 * kept whole. A missing attribute, or one whose value is not text or a number, reads as empty.
 */
export function attributeText(option: GenerationOption, sequence: AttributeSequence): string {
  const entry = option.customAttributesJson.find((attribute) => attribute.name === sequence.name);
  const value = entry?.value;
  const text = typeof value === "string" || typeof value === "number" ? String(value) : "";
  return sequence.width === "auto" ? text : text.padStart(sequence.width, sequence.fill);
}

/** Fixed text, or the text of the option chosen for one of the combined definitions (by its index). */
type Piece = string | { definition: number; texts: readonly string[] };

/** The pieces of a code and of its placement-independent form. */
interface Pieces {
  code: Piece[];
  independent: Piece[];
}

function optionPiece(
  combined: readonly GenerationDefinition[],
  definitionId: string,
  textOf: (option: GenerationOption) => string,
): Piece | null {
  const definition = combined.findIndex((entry) => entry.componentOptionDefinitionId === definitionId);
  const options = combined[definition]?.options;
  return options ? { definition, texts: options.map(textOf) } : null;
}

/** The pieces one sequence writes; null when it writes nothing (hidden, or no option chosen for its target). */
function sequencePieces(
  sequence: PartCodeSequence,
  placement: GenerationPlacement,
  combined: readonly GenerationDefinition[],
): { piece: Piece; ofPlacement: boolean } | null {
  const ofOption = (textOf: (option: GenerationOption) => string, targetId: string) => {
    const piece = optionPiece(combined, targetId, textOf);
    return piece ? { piece, ofPlacement: false } : null;
  };
  switch (sequence.type) {
    case "static":
      return { piece: sequence.text, ofPlacement: false };
    case "code":
      return ofOption((option) => option.code, sequence.targetId);
    case "hidden":
      // The definition takes part in the combinations only.
      return null;
    case "attribute":
      return ofOption((option) => attributeText(option, sequence), sequence.targetId);
    case "placement-code":
      return { piece: placement.code, ofPlacement: true };
    case "placement-name":
      return { piece: placement.name, ofPlacement: true };
  }
}

/** A type without a format writes its chosen options' codes, in the type's order, joined by '-'. */
function defaultFormat(type: GenerationType): PartCodeSequence[] {
  return type.definitionIds.flatMap((targetId, index) => [
    ...(index > 0 ? [{ id: `separator-${index}`, type: "static" as const, text: DEFAULT_PART_CODE_SEPARATOR }] : []),
    { id: `code-${index}`, type: "code" as const, targetId },
  ]);
}

function addTypePieces(
  pieces: Pieces,
  type: GenerationType,
  placement: GenerationPlacement,
  combined: readonly GenerationDefinition[],
): void {
  pieces.code.push(type.codePrefix);
  const format = type.partCodeFormat.length > 0 ? type.partCodeFormat : defaultFormat(type);
  for (const sequence of format) {
    const written = sequencePieces(sequence, placement, combined);
    if (!written) continue;
    pieces.code.push(written.piece);
    if (!written.ofPlacement) pieces.independent.push(written.piece);
  }
  pieces.code.push(type.codeSuffix);
}

function render(pieces: readonly Piece[], indexes: readonly number[]): string {
  let text = "";
  for (const piece of pieces) {
    text += typeof piece === "string" ? piece : (piece.texts[indexes[piece.definition] ?? 0] ?? "");
  }
  return text;
}

/**
 * The code writers of a rule, built once: a component's code is, for each type of the placement (in
 * order) whose definitions all have an option chosen, the association's prefix, the type's part code
 * and its suffix; the placement-independent code leaves out prefixes, suffixes and placement parts.
 * The writers take, per combined definition, the index of its chosen option.
 */
export function compileCodes(placement: GenerationPlacement, combined: readonly GenerationDefinition[]) {
  const chosen = new Set(combined.map((definition) => definition.componentOptionDefinitionId));
  const pieces: Pieces = { code: [], independent: [] };
  for (const type of placement.types) {
    if (type.definitionIds.every((id) => chosen.has(id))) addTypePieces(pieces, type, placement, combined);
  }
  return {
    code: (indexes: readonly number[]) => render(pieces.code, indexes),
    placementIndependentCode: (indexes: readonly number[]) => render(pieces.independent, indexes),
  };
}
