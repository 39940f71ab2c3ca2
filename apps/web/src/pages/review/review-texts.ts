import type { ReviewChange } from "@atelier/domain/order/review.schema";

/** The review page's texts, in one place for the page and its tests. */
export const REVIEW_TEXTS = {
  pageTitle: (order: string) => `Order ${order}`,
  loading: "Loading your order…",
  /** A wrong, missing or expired link: the same words whatever the reason. */
  notFound: "This link does not open an order. Check that you copied the whole link from your e-mail.",
  failed: "Your order could not be loaded.",
  tryAgain: "Try again",
  from: (shop: string) => (shop === "" ? "" : `From ${shop}`),
  waiting: "Please check your order and approve it, or tell us what to change.",
  answered: {
    CustomerApproved: "Thank you: you approved this order.",
    CustomerRevision: "Thank you: we are working on the changes you asked for.",
  },
  notWaiting: "Nothing to answer now. We will e-mail you when there is something to review.",
  views: "Your design",
  newImage: "Updated",
  selections: "Your choices",
  texts: "Your texts",
  proofs: "Proofs",
  noProofs: "No proof yet.",
  files: "Files",
  open: "Open",
  version: (version: number) => `Version ${version}`,
  comments: "Messages",
  you: "You",
  changes: "What changed since your last answer",
  noChanges: "Nothing changed since your last answer.",
  since: (when: string) => `Since ${when}`,
  change: (change: ReviewChange) => {
    if (change.before === "") return `${change.subject}: added (${change.after})`;
    if (change.after === "") return `${change.subject}: removed (was ${change.before})`;
    return `${change.subject}: ${change.before} → ${change.after}`;
  },
  changeKinds: { selection: "Choice", text: "Text", proof: "Proof", view: "View" } as Record<
    ReviewChange["kind"],
    string
  >,
  answer: "Your answer",
  comment: "Comment",
  commentHint: "Needed when you ask for a revision.",
  about: "About",
  aboutAll: "The whole order",
  viewsGroup: "Views",
  placementsGroup: "Choices",
  approve: "Approve",
  revise: "Ask for a revision",
  changedMeanwhile: "Your order changed while you were looking at it. Please check it again.",
  reload: "Show the latest",
} as const;
