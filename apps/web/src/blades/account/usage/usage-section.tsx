import { SimpleGrid } from "@mantine/core";
import { useBandwidthUsage, useModerationUsage } from "../../../api/account/usage";
import { AccountSection } from "../common/account-section";
import { UsageCard } from "./usage-card";
import { USAGE_MEASURES } from "./usage-figures";
import { USAGE_TEXTS } from "./usage-texts";

/** The Account panel's usage (spec part 2, "Account panel"): the company's bandwidth and moderation calls. */
export function UsageSection() {
  const bandwidth = useBandwidthUsage();
  const moderation = useModerationUsage();
  return (
    <AccountSection title={USAGE_TEXTS.heading} testId="usage-section">
      <SimpleGrid type="container" cols={{ base: 1, "640px": 2 }} spacing="md">
        <UsageCard measure={USAGE_MEASURES.bandwidth} query={bandwidth} testId="usage-bandwidth" />
        <UsageCard measure={USAGE_MEASURES.moderation} query={moderation} testId="usage-moderation" />
      </SimpleGrid>
    </AccountSection>
  );
}
