import { MESSAGES } from "@atelier/domain/shared/messages";
import { Center, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";

/** Any unknown path: a plain 'Not Found' (spec part 1, 2.1). */
export function NotFoundPage() {
  useDocumentTitle(`${MESSAGES.notFound} · Atelier`);
  return (
    <Center component="main" mih="100vh">
      <Title order={1} size="h3" fw={500}>
        {MESSAGES.notFound}
      </Title>
    </Center>
  );
}
