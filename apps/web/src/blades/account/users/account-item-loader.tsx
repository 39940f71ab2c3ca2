import { normalizeError } from "@atelier/domain/shared/errors";
import { MESSAGES } from "@atelier/domain/shared/messages";
import type { UseQueryResult } from "@tanstack/react-query";
import { Fragment, type ReactNode, useState } from "react";
import { ApiError } from "../../../api/http";
import { ErrorCallout } from "../../../ui/error-callout";
import { LoadingLine } from "../../../ui/loading-line";

const NOT_FOUND = new ApiError(normalizeError(404, { message: MESSAGES.resourceNotFound }));

interface AccountItemLoaderProps<T> {
  /** The reads the editor starts from; each must be answered after the blade opened. */
  queries: readonly UseQueryResult<unknown>[];
  /** What the editor edits, found in the reads once they are in; undefined when it is not there. */
  find: () => T | undefined;
  /** The editor, with a reload that reads again and starts a new form. */
  children: (item: T, reload: () => void) => ReactNode;
}

/**
 * An account editor blade's frame: it waits for what the server holds now (a copy cached when the blade
 * was last open would only earn a 412), shows why it could not be read, or that the item is gone.
 */
export function AccountItemLoader<T>({ queries, find, children }: AccountItemLoaderProps<T>) {
  const [generation, setGeneration] = useState(0);
  const failed = queries.find((query) => query.isError);
  if (failed) return <ErrorCallout error={failed.error} />;
  if (queries.some((query) => query.isPending || !query.isFetchedAfterMount)) return <LoadingLine />;
  const item = find();
  if (item === undefined) return <ErrorCallout error={NOT_FOUND} />;
  const reload = async () => {
    await Promise.all(queries.map((query) => query.refetch()));
    setGeneration((count) => count + 1);
  };
  return <Fragment key={generation}>{children(item, () => void reload())}</Fragment>;
}
