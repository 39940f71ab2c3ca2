/**
 * Asset deletion (spec part 3, section 4): the first click on Delete primes it, a second click on the same
 * asset confirms, and a click on another asset cancels. `primed` is the asset waiting for its second click.
 */
export type DeleteEvent = { type: "delete"; name: string } | { type: "card"; name: string };

/** The primed asset after an event, and whether the event confirmed a deletion. */
export function deletePrime(primed: string | null, event: DeleteEvent): { primed: string | null; confirmed: boolean } {
  if (event.type === "card") return { primed: primed === event.name ? primed : null, confirmed: false };
  if (primed === event.name) return { primed: null, confirmed: true };
  return { primed: event.name, confirmed: false };
}
