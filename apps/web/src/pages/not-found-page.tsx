import { MESSAGES } from "@atelier/domain/shared/messages";
import { Center, Text } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";

/** Any unknown path: a plain 'Not Found' (spec part 1, 2.1). */
export function NotFoundPage() {
  useDocumentTitle(`${MESSAGES.notFound} · Atelier`);
  return (
    <Center mih="100vh">
      <Text size="xl" fw={500}>
        {MESSAGES.notFound}
      </Text>
    </Center>
  );
}
