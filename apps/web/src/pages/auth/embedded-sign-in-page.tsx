import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconPlugConnectedX } from "@tabler/icons-react";
import { Link } from "react-router";
import { AuthLayout } from "./auth-layout";
import { AUTH_LINKS } from "./auth-links";

/**
 * /api/v2/shopify/app/{clientId} (and .../continue): signing in from an embedded storefront platform.
 * That flow is not built yet; the page says so and points to the ordinary sign-in.
 */
export function EmbeddedSignInPage() {
  return (
    <AuthLayout title="Embedded-platform sign-in">
      <Stack gap="md">
        <Alert color="gray" icon={<IconPlugConnectedX size={18} />} title="Not available yet">
          Signing in from an embedded storefront platform is not available yet in Atelier.
        </Alert>
        <Text size="sm" c="dimmed">
          You can sign in with your Atelier e-mail address and password instead.
        </Text>
        <Button component={Link} to={AUTH_LINKS.signIn.to} fullWidth>
          Go to {AUTH_LINKS.signIn.label}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
