import type {
  Blueprint,
  BlueprintComponent,
  BlueprintPlacement,
  BlueprintRule,
} from "@atelier/domain/customer/blueprint.schema";
import type { PriceList } from "@atelier/domain/shared/price.schema";
import { BLUEPRINT_TEXTS } from "./blueprint-texts";

/**
 * The Preview Blueprint page's tree, flattened in reading order: every node knows its parent, so a search
 * keeps the ancestors of what it finds and collapsing hides a node's whole subtree without rebuilding it.
 */

export type TreeNodeKind =
  | "section"
  | "product"
  | "group"
  | "placement"
  | "component"
  | "option"
  | "detail"
  | "view"
  | "rule"
  | "package";

export interface TreeNode {
  /** Unique in the tree: the path of codes or ids from the root. */
  id: string;
  kind: TreeNodeKind;
  depth: number;
  /** Index of the parent in the flat list; -1 at the top. */
  parent: number;
  label: string;
  detail: string;
  /** Whether any node follows at a greater depth before the next sibling. */
  hasChildren: boolean;
  /** Lower-case label and detail, what the search looks in. */
  text: string;
}

/** What a rule means in one sentence (the rule engine's describeRule), given by the page. */
export type RuleSentence = (rule: BlueprintRule) => string;

const T = BLUEPRINT_TEXTS;

export function formatPrices(list: PriceList): string {
  if (list.length === 0) return "";
  return list
    .map((entry) => {
      const value = `${entry.currencyCode} ${entry.value.toFixed(2)}`;
      return entry.breakpoint === null || entry.breakpoint === 0
        ? value
        : `${value} ${T.fromQuantity(entry.breakpoint)}`;
    })
    .join(", ");
}

const joined = (...parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join(" · ");

class TreeBuilder {
  readonly nodes: TreeNode[] = [];
  readonly #stack: number[] = [];

  /** Adds a node under the current parent; `children` adds its subtree. */
  add(kind: TreeNodeKind, id: string, label: string, detail: string, children?: () => void): void {
    const parent = this.#stack[this.#stack.length - 1] ?? -1;
    const index = this.nodes.length;
    this.nodes.push({
      id,
      kind,
      depth: this.#stack.length,
      parent,
      label,
      detail,
      hasChildren: false,
      text: `${label} ${detail}`.toLowerCase(),
    });
    if (parent >= 0) {
      const parentNode = this.nodes[parent];
      if (parentNode) parentNode.hasChildren = true;
    }
    if (!children) return;
    this.#stack.push(index);
    children();
    this.#stack.pop();
  }
}

function addComponent(tree: TreeBuilder, placementId: string, component: BlueprintComponent): void {
  const id = `${placementId}/${component.code}`;
  const detail = joined(
    component.name,
    component.placementIndependentCode !== component.code &&
      `${T.independentCode} ${component.placementIndependentCode}`,
    component.unavailable === null ? T.available : `${T.unavailable}: ${T.reasons[component.unavailable]}`,
    component.tags.length > 0 && `${T.tags} ${component.tags.join(", ")}`,
  );
  tree.add("component", id, component.code, detail, () => {
    for (const option of component.options) {
      const prices = joined(
        formatPrices(option.priceJson),
        option.setupPriceJson.length > 0 && `${T.setup} ${formatPrices(option.setupPriceJson)}`,
      );
      tree.add(
        "option",
        `${id}/o/${option.componentOptionId}`,
        `${option.definitionName || T.option}: ${option.code}`,
        joined(option.name, prices, option.tags.join(", ")),
      );
    }
    for (const [view, image] of Object.entries(component.images)) {
      tree.add("detail", `${id}/i/${view}`, `${T.image} ${view}`, image || T.noImage);
    }
    if (component.model !== null) tree.add("detail", `${id}/model`, T.model, component.model);
  });
}

function addPlacement(tree: TreeBuilder, groupId: string, placement: BlueprintPlacement): void {
  const id = `${groupId}/${placement.code}`;
  const detail = joined(
    placement.name,
    placement.usage,
    placement.optional ? T.optional : T.required,
    placement.hidden && T.hidden,
    placement.locked && T.locked,
    T.componentCount(placement.components.length),
    placement.fields.length > 0 && `${T.fields} ${placement.fields.map((field) => field.attribute).join(", ")}`,
  );
  tree.add("placement", id, placement.code, detail, () => {
    for (const component of placement.components) addComponent(tree, id, component);
  });
}

/** The tree of a blueprint: product, groups > placements > components > options, views, rules, packages. */
export function blueprintTree(blueprint: Blueprint, sentence: RuleSentence): TreeNode[] {
  const tree = new TreeBuilder();
  const { product, version } = blueprint;
  tree.add(
    "product",
    "product",
    `${product.name} (${product.styleCode})`,
    joined(product.productType, product.productStatus, blueprint.production && T.production),
    () => {
      tree.add(
        "detail",
        "product/version",
        `${T.version} ${version.code}`,
        joined(version.name, version.active && T.active),
      );
      tree.add(
        "detail",
        "product/availability",
        T.availability,
        joined(
          product.unavailable === null ? T.available : `${T.unavailable}: ${T.reasons[product.unavailable]}`,
          `${T.site} ${blueprint.site || T.anySite}`,
          blueprint.locale && `${T.locale} ${blueprint.locale}`,
          `${T.judgedAt} ${blueprint.date}`,
        ),
      );
      tree.add("detail", "product/price", T.basePrice, formatPrices(blueprint.priceJson) || T.noPrice);
    },
  );
  tree.add("section", "groups", T.groups, T.count(blueprint.groups.length), () => {
    for (const group of blueprint.groups) {
      const id = `g/${group.componentGroupId}`;
      tree.add("group", id, group.name, joined(group.code, T.placementCount(group.placements.length)), () => {
        for (const placement of group.placements) addPlacement(tree, id, placement);
      });
    }
  });
  tree.add("section", "views", T.views, T.count(blueprint.views.length), () => {
    for (const view of blueprint.views) {
      const frames = view.viewType === "Range" ? `${view.frameLow}-${view.frameHigh}` : String(view.frameLow);
      tree.add(
        "view",
        `v/${view.code}`,
        `${view.name} (${view.code})`,
        joined(view.viewType, `${T.frames} ${frames}`, view.placementCodes.join(", ")),
      );
    }
  });
  tree.add("section", "rules", T.rules, T.count(blueprint.rules.length), () => {
    for (const rule of blueprint.rules) {
      const from = rule.fromStyleCode === product.styleCode ? "" : `${T.fromMixin} ${rule.fromStyleCode}`;
      tree.add("rule", `r/${rule.id}`, joined(rule.type, rule.description), joined(sentence(rule), from));
    }
  });
  tree.add("section", "packages", T.packages, T.count(blueprint.packages.length), () => {
    for (const pack of blueprint.packages) {
      const prices = joined(
        pack.basePriceJson.length > 0 && `${T.basePrice} ${formatPrices(pack.basePriceJson)}`,
        pack.packagePriceJson.length > 0 && `${T.packagePrice} ${formatPrices(pack.packagePriceJson)}`,
      );
      tree.add("package", `p/${pack.componentPackageId}`, pack.name, prices);
    }
  });
  return tree.nodes;
}

/** The nodes closed at first: placements and components, so the whole outline fits; they open on demand. */
export function initiallyCollapsed(nodes: readonly TreeNode[]): Set<string> {
  return new Set(nodes.filter((node) => node.kind === "placement" || node.kind === "component").map((node) => node.id));
}

export interface VisibleRow {
  node: TreeNode;
  /** The search found this node itself (not only something under it). */
  match: boolean;
  expanded: boolean;
}

/** A node's search marks: it holds a match below it, or it matches itself. */
const HOLDS_MATCH = 1;
const MATCHES = 2;

/**
 * The rows to draw: without a search, every node whose ancestors are all open; with one, the nodes whose
 * text holds it and their ancestors (opened), and what is under a match as far as it is open.
 */
export function visibleRows(nodes: readonly TreeNode[], collapsed: ReadonlySet<string>, search: string): VisibleRow[] {
  const query = search.trim().toLowerCase();
  const marks = new Uint8Array(nodes.length);
  if (query !== "") {
    for (const [index, node] of nodes.entries()) {
      if (!node.text.includes(query)) continue;
      marks[index] = (marks[index] ?? 0) | MATCHES;
      for (let parent = node.parent; parent >= 0 && !((marks[parent] ?? 0) & HOLDS_MATCH); ) {
        marks[parent] = (marks[parent] ?? 0) | HOLDS_MATCH;
        parent = nodes[parent]?.parent ?? -1;
      }
    }
  }
  const rows: VisibleRow[] = [];
  let hiddenBelow = Number.POSITIVE_INFINITY;
  let matchedDepth = Number.POSITIVE_INFINITY;
  for (const [index, node] of nodes.entries()) {
    if (node.depth > hiddenBelow) continue;
    hiddenBelow = Number.POSITIVE_INFINITY;
    if (node.depth <= matchedDepth) matchedDepth = Number.POSITIVE_INFINITY;
    const mark = marks[index] ?? 0;
    if (query !== "" && mark === 0 && node.depth <= matchedDepth) {
      hiddenBelow = node.depth;
      continue;
    }
    const expanded = mark & HOLDS_MATCH ? true : !collapsed.has(node.id);
    const match = (mark & MATCHES) !== 0;
    rows.push({ node, match, expanded: node.hasChildren && expanded });
    if (match && matchedDepth === Number.POSITIVE_INFINITY) matchedDepth = node.depth;
    if (node.hasChildren && !expanded) hiddenBelow = node.depth;
  }
  return rows;
}
