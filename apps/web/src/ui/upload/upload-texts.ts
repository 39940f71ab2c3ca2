/** The texts of the upload component (the refusals' texts are the server's, in UPLOAD_MESSAGES). */
export const UPLOAD_TEXTS = {
  dropHere: "Drag files here or click to choose",
  dropOneHere: "Drag a file here or click to choose",
  accepted: (types: readonly string[]) => `Accepted: ${types.join(", ")}`,
  atMost: (size: string) => `Up to ${size} each`,
  done: "Done",
  waiting: "Waiting",
  retry: "Retry",
  remove: "Remove",
  progressOf: (name: string) => `Upload of ${name}`,
  files: "Uploads",
} as const;
