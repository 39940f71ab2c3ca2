import type { Order, OrderComment } from "@atelier/domain/order/order.schema";
import type { CommentKind } from "@atelier/domain/shared/comment.schema";
import { Badge, Group, type MantineColor, Paper, SimpleGrid, Stack, Text, Textarea } from "@mantine/core";
import { IconEye, IconLock, IconMessageCircle } from "@tabler/icons-react";
import type { ComponentType } from "react";
import { useFormContext } from "react-hook-form";
import { TONES } from "../../../app/theme-tokens";
import { EditorSection } from "../../../ui/editor/editor-section";
import { fieldProps } from "../../../ui/form/field-props";
import { formatTimestamp } from "../../../ui/format-timestamp";
import { ORDER_TEXTS } from "../common/order-texts";
import type { OrderPanelOutput, OrderPanelValues } from "./order-form-values";

/** Each kind looks different: internal ones quiet with a lock, the customer's and public ones in colour. */
const KIND_LOOK: Record<CommentKind, { color: MantineColor; icon: ComponentType<{ size: number }> }> = {
  InternalComment: { color: TONES.neutral, icon: IconLock },
  CustomerComment: { color: TONES.info, icon: IconMessageCircle },
  PublicComment: { color: TONES.success, icon: IconEye },
};

function CommentItem({ comment }: { comment: OrderComment }) {
  const { color, icon: Icon } = KIND_LOOK[comment.type];
  return (
    <Paper
      component="li"
      withBorder
      p="xs"
      radius="sm"
      bg={comment.type === "InternalComment" ? "gray.0" : undefined}
      style={{ borderLeft: `4px solid var(--mantine-color-${color}-6)` }}
      data-testid="order-comment"
      data-kind={comment.type}
    >
      <Group gap={6} align="center" wrap="wrap">
        <Badge size="xs" variant="light" color={color} leftSection={<Icon size={10} />}>
          {ORDER_TEXTS.commentKinds[comment.type]}
        </Badge>
        <Text size="sm" fw={600}>
          {comment.author.name}
        </Text>
        <Text size="xs" c="dimmed" ml="auto">
          <time dateTime={comment.when}>{formatTimestamp(comment.when)}</time>
        </Text>
      </Group>
      <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {comment.content}
      </Text>
    </Paper>
  );
}

/**
 * The order's comments, newest first: internal ones (staff only), the customer's, and public ones (shown on
 * the review page); a new internal or public comment is sent with Save.
 */
export function OrderCommentsSection({ order, readOnly }: { order: Order; readOnly: boolean }) {
  const form = useFormContext<OrderPanelValues, unknown, OrderPanelOutput>();
  const comments = [...order.orderComments].sort((a, b) => Date.parse(b.when) - Date.parse(a.when));
  return (
    <EditorSection title={ORDER_TEXTS.comments}>
      {comments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {ORDER_TEXTS.noComments}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: "none" }} aria-label={ORDER_TEXTS.comments}>
          {comments.map((comment) => (
            <CommentItem key={comment.commentId} comment={comment} />
          ))}
        </Stack>
      )}
      {!readOnly && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Textarea
            label={ORDER_TEXTS.internalComment}
            description={ORDER_TEXTS.internalCommentHint}
            autosize
            minRows={2}
            maxRows={8}
            {...fieldProps(form, "comment")}
          />
          <Textarea
            label={ORDER_TEXTS.publicComment}
            description={ORDER_TEXTS.publicCommentHint}
            autosize
            minRows={2}
            maxRows={8}
            {...fieldProps(form, "publicComment")}
          />
        </SimpleGrid>
      )}
    </EditorSection>
  );
}
