import { Button, Center, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

interface CustomerPageMessageProps {
  children: ReactNode;
  /** Offered with `retryLabel` when asking again may help (a lost connection). */
  retry?: () => void;
  retryLabel: string;
  testId: string;
}

/** A customer page's plain message in place of its content (a refused key or code): nothing of it is shown. */
export function CustomerPageMessage({ children, retry, retryLabel, testId }: CustomerPageMessageProps) {
  return (
    <Center mih="100vh" p="md">
      <Stack gap="sm" align="center" maw={420} data-testid={testId}>
        <Text ta="center" role="alert">
          {children}
        </Text>
        {retry !== undefined && (
          <Button variant="default" onClick={retry}>
            {retryLabel}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
