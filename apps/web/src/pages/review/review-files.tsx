import type { Review, ReviewFile } from "@atelier/domain/order/review.schema";
import { formatFileSize } from "@atelier/domain/shared/file-size";
import { Anchor, Group, Image, Stack, Text } from "@mantine/core";
import { IconFile } from "@tabler/icons-react";
import { ReviewSection } from "./review-section";
import { REVIEW_TEXTS } from "./review-texts";

/** A file: a thumbnail when it is an image, its name (opens it), its version, the view it shows and its size. */
function FileLine({ file, viewName }: { file: ReviewFile; viewName: string }) {
  return (
    <Group gap="xs" wrap="nowrap" data-testid="review-file" data-type={file.type} data-version={file.version}>
      {file.contentType.startsWith("image/") ? (
        <Image src={file.url} alt="" w={64} h={64} fit="contain" radius="sm" bg="gray.0" />
      ) : (
        <IconFile size={18} aria-hidden />
      )}
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor href={file.url} target="_blank" rel="noopener" truncate>
          {file.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {[file.type === "proof" ? REVIEW_TEXTS.version(file.version) : "", viewName, formatFileSize(file.size)]
            .filter(Boolean)
            .join(" · ")}
        </Text>
      </Stack>
    </Group>
  );
}

/** The latest version of each proof, and the shop's public files, each opened with the page's code. */
export function ReviewFiles({ proofs, files, views }: Pick<Review, "proofs" | "files" | "views">) {
  const viewNames = new Map(views.map((view) => [view.code, view.name]));
  const line = (file: ReviewFile) => (
    <FileLine key={file.attachmentId} file={file} viewName={viewNames.get(file.view) ?? ""} />
  );
  return (
    <>
      <ReviewSection title={REVIEW_TEXTS.proofs}>
        {proofs.length === 0 ? (
          <Text size="sm" c="dimmed">
            {REVIEW_TEXTS.noProofs}
          </Text>
        ) : (
          proofs.map(line)
        )}
      </ReviewSection>
      {files.length > 0 && <ReviewSection title={REVIEW_TEXTS.files}>{files.map(line)}</ReviewSection>}
    </>
  );
}
