/** Texts of the Account panel's usage section. */
export const USAGE_TEXTS = {
  heading: "Usage",
  bandwidth: "Bandwidth",
  moderation: "Moderation",
  thisMonth: "This month",
  trailing: "Last 30 days",
  period: "Period shown in the chart",
  bytes: (count: string) => `${count} bytes`,
  calls: (count: string) => `${count} calls`,
  chartOf: (title: string, period: string) => `${title}, ${period.toLowerCase()}, per day`,
} as const;
