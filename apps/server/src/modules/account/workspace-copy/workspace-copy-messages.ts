/** Texts of a workspace copy's job that the spec does not quote. */
export const COPY_MESSAGES = {
  description: (workspace: string) => `Copy to ${workspace}`,
  running: "Running: replacing the catalogue and products of the target workspace.",
  copied: (count: number, label: { one: string; many: string }) =>
    `Copied ${count} ${count === 1 ? label.one : label.many}`,
  notChanged: "The target workspace was not changed.",
  partWay: "The target workspace holds part of the copy: run the copy again to replace it.",
  couldNotRead: (many: string) => `Could not read the ${many} of this workspace.`,
  couldNotRemove: (many: string) => `Could not remove the ${many} of the target workspace.`,
  couldNotCopy: (many: string) => `Could not copy the ${many}.`,
  couldNotFinish: "Could not finish the copy.",
} as const;

/** A failure's message followed by what it left: the target untouched, or part of the copy. */
export const failedCopy = (failure: string, changed: boolean) =>
  `${failure} ${changed ? COPY_MESSAGES.partWay : COPY_MESSAGES.notChanged}`;
