import { Anchor, Box, Center, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { TONES } from "../../app/theme-tokens";

export interface AuthLink {
  to: string;
  label: string;
}

interface AuthLayoutProps {
  title: string;
  /** A line under the title, e.g. who sent an invitation. */
  description?: ReactNode;
  /** Links under the card, e.g. to Sign in or 'Forgot your password?'. */
  links?: AuthLink[];
  children: ReactNode;
}

/** The frame of every sign-in and account page: the wordmark, a centered card and links beneath it. */
export function AuthLayout({ title, description, links = [], children }: AuthLayoutProps) {
  useDocumentTitle(`${title} · Atelier`);
  return (
    <Box component="main" bg="gray.0" mih="100vh">
      <Center mih="100vh" px="md" py="xl">
        <Stack w="100%" maw={420} gap="lg">
          <Wordmark />
          <Paper shadow="sm" radius="md" p="xl">
            <Stack gap="lg">
              <Stack gap={4}>
                <Title order={1} size="h3">
                  {title}
                </Title>
                {description !== undefined && (
                  <Text size="sm" c="dimmed">
                    {description}
                  </Text>
                )}
              </Stack>
              {children}
            </Stack>
          </Paper>
          {links.length > 0 && (
            <Group justify="center" gap="lg" component="nav" aria-label="Account pages">
              {links.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm">
                  {link.label}
                </Anchor>
              ))}
            </Group>
          )}
        </Stack>
      </Center>
    </Box>
  );
}

function Wordmark() {
  return (
    <Group justify="center" gap="xs">
      <Center aria-hidden w={32} h={32} bg={TONES.primary} c="white" fw={700} fz="lg" style={{ borderRadius: 8 }}>
        A
      </Center>
      <Text fw={700} fz={24} c="dark.7" style={{ letterSpacing: "-0.02em" }}>
        Atelier
      </Text>
    </Group>
  );
}
