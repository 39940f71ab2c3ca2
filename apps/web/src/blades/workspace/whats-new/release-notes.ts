interface ReleaseNote {
  heading: string;
  body: string;
}

interface Release {
  name: string;
  notes: ReleaseNote[];
}

/** Atelier's release notes, newest first. */
export const RELEASES: Release[] = [
  {
    name: "Winter 2025",
    notes: [
      {
        heading: "Actions analytics is generally available",
        body: "The Actions Dashboard has left preview and is open to every workspace, under Analytics in the sidebar. It shows what shoppers do in your storefronts (the options they try, the views they open, the designs they save) over any date range. Read it beside the Recipes Dashboard to see where shoppers hesitate before they order.",
      },
      {
        heading: "Coded rules, written in the admin",
        body: "Rules that go beyond the point-and-click editor can now be written as code in a version's rules screen. The editor checks each rule as you type and points at the exact place of a mistake. Coded rules are saved with the version, so they are reviewed, packaged and published like any other change.",
      },
    ],
  },
  {
    name: "Fall 2024",
    notes: [
      {
        heading: "Attribute mapping has moved",
        body: "Mapping attributes to reference data now sits with the reference data itself, in Data and Integrations, instead of inside each product. Mappings you had already set up were carried over unchanged.",
      },
      {
        heading: "Rules, views and groups open in an overlay",
        body: "A version's rules, views and groups now open in an overlay on top of the version editor rather than on a page of their own. The version stays in sight while you work, and closing the overlay brings you back to where you were.",
      },
      {
        heading: "Translate your storefront copy",
        body: "The texts your storefronts show, such as button labels, hints and messages, can now be translated per locale from the admin. A text with no translation falls back to the default locale, so a partial translation never leaves a shopper looking at a blank label.",
      },
    ],
  },
];
