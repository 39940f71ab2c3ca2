/** Who saves the demo recipes: shoppers of the demo shop's sites, on the devices they use. */

export type DemoDevice = "mobile" | "tablet" | "desktop";

export interface DemoVisit {
  styleCode: string;
  /** A demo site code, or empty for the shop without a site. */
  site: string;
  locale: string;
  /** The currency the shop shows; the version's first when omitted. */
  currency?: string;
  device: DemoDevice;
}

/** Browsers as their User-Agent headers name them, by the device class bowser gives them. */
export const DEMO_USER_AGENTS: Readonly<Record<DemoDevice, readonly string[]>> = {
  mobile: [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1",
    "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Mobile Safari/537.36",
    "Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/27.0 Chrome/125.0.0.0 Mobile Safari/537.36",
  ],
  tablet: [
    "Mozilla/5.0 (iPad; CPU OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1",
  ],
  desktop: [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:144.0) Gecko/20100101 Firefox/144.0",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36 Edg/141.0.0.0",
  ],
};

const COURT = "SNK-CC-100";
const TRAIL = "SNK-TR-210";

/** The visits in turn, one per recipe: more phones than desktops, the court sneaker twice as often. */
export const DEMO_VISITS: readonly DemoVisit[] = [
  { styleCode: COURT, site: "us-store", locale: "en-US", currency: "USD", device: "mobile" },
  { styleCode: COURT, site: "eu-store", locale: "de-DE", currency: "EUR", device: "desktop" },
  { styleCode: TRAIL, site: "us-store", locale: "en-US", currency: "USD", device: "mobile" },
  { styleCode: COURT, site: "eu-store", locale: "fr-FR", currency: "EUR", device: "mobile" },
  { styleCode: COURT, site: "", locale: "en-GB", currency: "GBP", device: "tablet" },
  { styleCode: TRAIL, site: "eu-store", locale: "de-DE", currency: "EUR", device: "desktop" },
  { styleCode: COURT, site: "us-store", locale: "en-US", currency: "USD", device: "desktop" },
  { styleCode: TRAIL, site: "", locale: "en-US", device: "mobile" },
  { styleCode: COURT, site: "eu-store", locale: "en-IE", currency: "EUR", device: "mobile" },
];
