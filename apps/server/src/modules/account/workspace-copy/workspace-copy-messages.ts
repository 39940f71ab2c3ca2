/** Texts of a workspace copy's job that the spec does not quote. */
export const COPY_MESSAGES = {
  running: "Running: replacing the catalogue and products of the target workspace.",
  copied: (count: number, label: { one: string; many: string }) =>
    `Copied ${count} ${count === 1 ? label.one : label.many}`,
  rolledBack: "Rolled back: the target workspace was not changed.",
  couldNotRead: (many: string) => `Could not read the ${many} of this workspace. The target workspace was not changed.`,
  couldNotRemove: (many: string) =>
    `Could not remove the ${many} of the target workspace. The target workspace was not changed.`,
  couldNotCopy: (many: string) => `Could not copy the ${many}. The target workspace was not changed.`,
  couldNotFinish: "Could not finish the copy. The target workspace was not changed.",
} as const;
