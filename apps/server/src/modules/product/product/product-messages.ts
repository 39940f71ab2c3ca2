/** Texts of the product calls' answers that the spec does not quote (the quoted ones are in domain messages). */
export const PRODUCT_MESSAGES = {
  /** An API key acts for no user, so it has no products of its own. */
  editedByNeedsUser: "Edited by me needs a signed-in user; an API key is not one.",
  parentNotFound: "This product was not found in the company.",
  ownParent: "A product cannot be its own parent.",
  referenceDataNotFound: "This reference data was not found in the company.",
} as const;
