import { useCallback, useState } from "react";
import { percentOf } from "./upload-queue";

/** The percent of the one file a form is sending: `track()` starts it again at 0 and answers sendUpload's onProgress. */
export function useUploadPercent() {
  const [percent, setPercent] = useState(0);
  const track = useCallback(() => {
    setPercent(0);
    return (loaded: number, total: number) => setPercent(percentOf(loaded, total));
  }, []);
  return { percent, track };
}
