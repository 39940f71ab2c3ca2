/**
 * The preview product of each company, remembered in this browser's localStorage (spec part 1, 3:
 * the application state holds a preview product). Storage that cannot be used (private modes) just
 * means the user picks again.
 */
function storageKey(companyId: string): string {
  return `atelier.preview-product.${companyId}`;
}

export function readPreviewProduct(companyId: string, storage: Storage = window.localStorage): string | null {
  try {
    const productId = storage.getItem(storageKey(companyId));
    return productId === "" ? null : productId;
  } catch {
    return null;
  }
}

/** Remembers the product, or forgets the choice with null. */
export function writePreviewProduct(
  companyId: string,
  productId: string | null,
  storage: Storage = window.localStorage,
): void {
  try {
    if (productId === null) storage.removeItem(storageKey(companyId));
    else storage.setItem(storageKey(companyId), productId);
  } catch {
    // Not remembered: the next preview asks again.
  }
}
