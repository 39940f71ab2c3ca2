import { Button, Center, Stack } from "@mantine/core";
import { useRouteError } from "react-router";
import { ErrorCallout } from "../ui/error-callout";

/**
 * Shown when a page fails to load or render, e.g. 'Loading chunk failed' after a new release
 * replaced the scripts: the error in a callout, and a way to reload.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <Center component="main" mih="100vh" px="md">
      <Stack w="100%" maw={420} gap="md">
        <ErrorCallout error={error} />
        <Button variant="default" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </Stack>
    </Center>
  );
}
