import { NO_SITES } from "@atelier/domain/catalogue/site.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { Select } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useSiteList } from "../../api/catalogue/site";
import { ErrorCallout } from "../error-callout";
import { ACTIVITY_TEXTS } from "./activity-texts";

interface SitePickerProps {
  add: (siteCode: string) => void;
  /** The codes of the sites that already have an override: they are not offered. */
  overridden: readonly string[];
}

/** Picks the site of a new override among the company's sites, by name and code. */
export function SitePicker({ add, overridden }: SitePickerProps) {
  const query = useSiteList();
  // The typed search is cleared once a site is picked, ready for the next one.
  const [search, setSearch] = useState("");
  const sites = query.data?.sites;
  const choices = useMemo(
    () =>
      (sites ?? [])
        .filter((site) => !overridden.includes(site.code))
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((site) => ({ value: site.code, label: `${site.name} (${site.code})` })),
    [sites, overridden],
  );
  if (query.isError) return <ErrorCallout error={query.error} />;
  const placeholder =
    sites === undefined
      ? MESSAGES.loading
      : sites.length === 0
        ? NO_SITES
        : choices.length === 0
          ? ACTIVITY_TEXTS.everySiteOverridden
          : ACTIVITY_TEXTS.pickSite;
  return (
    <Select
      size="xs"
      aria-label={ACTIVITY_TEXTS.addSite}
      placeholder={placeholder}
      data={choices}
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(code) => {
        if (code === null) return;
        setSearch("");
        add(code);
      }}
      disabled={choices.length === 0}
      leftSection={<IconPlus size={14} />}
      searchable
      nothingFoundMessage={MESSAGES.noResults}
      w={320}
    />
  );
}
