import { Image } from "@mantine/core";
import { useState } from "react";

const THUMBNAIL_SIZE = 32;

/** A small preview of an image or asset value; nothing is shown when the image cannot be loaded. */
export function AttributeThumbnail({ src, name }: { src: string | null; name: string }) {
  // Remembers the address that failed, so a new address gets its chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src === null || src === failedSrc) return null;
  return (
    <Image
      src={src}
      alt={`Preview of ${name || "the image"}`}
      w={THUMBNAIL_SIZE}
      h={THUMBNAIL_SIZE}
      fit="contain"
      radius="xs"
      style={{ flexShrink: 0 }}
      onError={() => setFailedSrc(src)}
    />
  );
}
