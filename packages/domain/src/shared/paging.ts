import { z } from "zod";

/** The page size asked for when a list call names none. */
export const DEFAULT_TAKE = 25;
const SKIP_MAX = 1_000_000;

const wholeNumber = (label: string) =>
  z.coerce.number({ error: `${label} must be a number.` }).int({ error: `${label} must be a whole number.` });

/** `take` and `skip` of a paged list call, with their messages; `maxTake` is the list's largest page. */
export function pagingFields(maxTake: number) {
  return {
    take: wholeNumber("Take")
      .min(1, { error: "Take must be at least 1." })
      .max(maxTake, { error: `Take must be at most ${maxTake}.` })
      .default(DEFAULT_TAKE),
    /** How many items to pass over. */
    skip: wholeNumber("Skip")
      .min(0, { error: "Skip must be at least 0." })
      .max(SKIP_MAX, { error: `Skip must be at most ${SKIP_MAX}.` })
      .default(0),
  };
}
