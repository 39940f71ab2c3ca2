import { describeRule } from "@atelier/domain/rules/engine/rule-sentence";
import { Anchor, Button, Group, Text, Title } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { useDeferredValue, useMemo, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { type BlueprintView, useBlueprint } from "../../api/customer/blueprint";
import { studioUrl } from "../../blades/product/versions/version-links";
import { ErrorCallout } from "../../ui/error-callout";
import { PageLoader } from "../../ui/page-loader";
import { BlueprintControls } from "./blueprint-controls";
import classes from "./blueprint-page.module.css";
import { BLUEPRINT_TEXTS } from "./blueprint-texts";
import { blueprintTree, initiallyCollapsed, visibleRows } from "./blueprint-tree";
import { BlueprintTreeView } from "./blueprint-tree-view";

const VIEW_PARAMS = ["site", "locale", "previewDate"] as const;

/**
 * The Preview Blueprint page, /blueprint/{styleCode}/{versionCode}/_/ (docs/decisions/web-customer-blueprint-page.md):
 * the compiled version as a tree with a search, for a site, locale and preview date kept in the address.
 */
export function BlueprintPage() {
  const { styleCode = "", versionCode = "_" } = useParams();
  const [params, setParams] = useSearchParams();
  const view: BlueprintView = {
    site: params.get("site") ?? "",
    locale: params.get("locale") ?? "",
    previewDate: params.get("previewDate") ?? "",
  };
  const [search, setSearch] = useState(params.get("q") ?? "");
  const deferredSearch = useDeferredValue(search);
  const { data: blueprint, error } = useBlueprint(styleCode, versionCode, view);
  const nodes = useMemo(() => (blueprint ? blueprintTree(blueprint, describeRule) : []), [blueprint]);
  const [collapsed, setCollapsed] = useState<Set<string> | null>(null);
  const closed = useMemo(() => collapsed ?? initiallyCollapsed(nodes), [collapsed, nodes]);
  const rows = useMemo(() => visibleRows(nodes, closed, deferredSearch), [nodes, closed, deferredSearch]);

  const changeView = (next: BlueprintView) => {
    const updated = new URLSearchParams(params);
    for (const key of VIEW_PARAMS) {
      if (next[key] === "") updated.delete(key);
      else updated.set(key, next[key]);
    }
    setParams(updated, { replace: true });
  };
  const toggle = (id: string) => {
    const next = new Set(closed);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setCollapsed(next);
  };

  if (!blueprint) return error ? <ErrorCallout error={error} /> : <PageLoader />;
  const studio = studioUrl({ styleCode, code: versionCode === "_" ? blueprint.version.code : Number(versionCode) });
  const studioWithDate =
    view.previewDate === "" ? studio : `${studio}&previewDate=${encodeURIComponent(view.previewDate)}`;
  return (
    <main className={classes.page} data-testid="blueprint-page">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={1} size="h3">
            {BLUEPRINT_TEXTS.pageTitle}: {blueprint.product.name} ({blueprint.product.styleCode}),{" "}
            {BLUEPRINT_TEXTS.version} {blueprint.version.code}
          </Title>
          <Anchor href="/" size="sm">
            {BLUEPRINT_TEXTS.backToWorkspace}
          </Anchor>
        </div>
        <Button component="a" href={studioWithDate} target="_blank" rightSection={<IconExternalLink size={16} />}>
          {BLUEPRINT_TEXTS.openInStudio}
        </Button>
      </Group>
      <BlueprintControls view={view} search={search} onView={changeView} onSearch={setSearch} />
      <ErrorCallout error={error} />
      <Group gap="xs">
        <Text size="xs" c="dimmed" aria-live="polite">
          {rows.length === 0 ? BLUEPRINT_TEXTS.noMatches : BLUEPRINT_TEXTS.shown(rows.length, nodes.length)}
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={() => setCollapsed(new Set())}>
          {BLUEPRINT_TEXTS.expandAll}
        </Button>
        <Button size="compact-xs" variant="subtle" onClick={() => setCollapsed(initiallyCollapsed(nodes))}>
          {BLUEPRINT_TEXTS.collapsePlacements}
        </Button>
      </Group>
      <div className={classes.tree}>
        <BlueprintTreeView rows={rows} scrollKey={deferredSearch} onToggle={toggle} />
      </div>
    </main>
  );
}
