import type {
  BatchEditCommand,
  BatchEditCondition,
  BatchEditScope,
  BatchEditTarget,
} from "@atelier/domain/data/batch-edit/batch-edit-command.schema";

const KIND_WORDS: Record<BatchEditTarget["kind"], string> = {
  componentOptions: "component options",
  products: "products",
  both: "component options and products",
};

function conditionWords(condition: BatchEditCondition): string {
  switch (condition.type) {
    case "codeStartsWith":
      return `whose code starts with ${condition.value}`;
    case "codeEndsWith":
      return `whose code ends with ${condition.value}`;
    case "codeContains":
      return `whose code contains ${condition.value}`;
    case "codeEquals":
      return `whose code is ${condition.value}`;
    case "tagged":
      return `tagged ${condition.tag}`;
    case "notTagged":
      return `not tagged ${condition.tag}`;
    case "attributeEquals":
      return `whose attribute ${condition.name} is "${condition.value}"`;
    case "inactive":
      return "that are inactive";
    case "active":
      return "that are active";
  }
}

/** The entries a command touches: 'every component option', 'products tagged archive and whose code ...'. */
export function targetWords(target: BatchEditTarget): string {
  const kind = KIND_WORDS[target.kind];
  if (target.where.length === 0) return `all ${kind}`;
  return `${kind} ${target.where.map(conditionWords).join(" and ")}`;
}

/** A day as the app writes dates: MM/DD/YYYY (spec part 1, 9). */
const usDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

function activationWords(scope: BatchEditScope, activeFrom: string | undefined): string {
  const where = scope.kind === "global" ? " everywhere" : ` on site ${scope.site}`;
  return activeFrom === undefined ? where : `${where} from ${usDay(activeFrom)}`;
}

/** One edit command as a sentence to confirm, e.g. 'Add the tag summer to component options whose code starts with RED'. */
export function commandSentence(command: BatchEditCommand): string {
  const target = targetWords(command.target);
  switch (command.op) {
    case "addTag":
      return `Add the tag ${command.tag} to ${target}`;
    case "removeTag":
      return `Remove the tag ${command.tag} from ${target}`;
    case "activate":
      return `Activate ${target}${activationWords(command.scope, command.activeFrom)}`;
    case "deactivate":
      return `Deactivate ${target}${activationWords(command.scope, command.activeFrom)}`;
    case "setAttribute":
      return `Set the attribute ${command.name} to "${command.value}" on ${target}`;
    case "removeAttribute":
      return `Remove the attribute ${command.name} from ${target}`;
  }
}
