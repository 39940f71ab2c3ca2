import type { StorefrontKeyInput } from "@atelier/domain/account/storefront-key.schema";
import { STOREFRONT_ORIGINS_MAX } from "@atelier/domain/account/storefront-key.schema";
import { ActionIcon, Button, Group, Input, Stack, TextInput } from "@mantine/core";
import { IconPlus, IconX } from "@tabler/icons-react";
import { Controller, type FieldError, useFormContext } from "react-hook-form";
import { STOREFRONT_KEY_TEXTS } from "./storefront-key-texts";

/** A message on one origin (`allowedOrigins.2`) or on the list (too many). */
type OriginsError = (FieldError & { [index: number]: FieldError | undefined }) | undefined;

/**
 * 'Allowed origins': one text input per origin, each with its own message from the schema, a button to remove
 * it, and 'Add origin' below (up to STOREFRONT_ORIGINS_MAX).
 */
export function OriginsField() {
  const { control } = useFormContext<StorefrontKeyInput>();
  return (
    <Controller
      control={control}
      name="allowedOrigins"
      render={({ field, fieldState }) => {
        const origins = field.value ?? [];
        const error = fieldState.error as OriginsError;
        const change = (next: string[]) => field.onChange(next);
        return (
          <Input.Wrapper
            label={STOREFRONT_KEY_TEXTS.allowedOrigins}
            description={STOREFRONT_KEY_TEXTS.originsHelp}
            error={error?.message}
            data-testid="storefront-key-origins"
          >
            <Stack gap={6} mt={6}>
              {origins.map((origin, index) => (
                // Origins have no identity of their own: a row is its place in the list.
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows are edited in place, never reordered.
                <Group key={index} gap={4} wrap="nowrap" align="flex-start">
                  <TextInput
                    flex={1}
                    aria-label={STOREFRONT_KEY_TEXTS.origin(index)}
                    placeholder={STOREFRONT_KEY_TEXTS.originPlaceholder}
                    value={origin}
                    error={error?.[index]?.message}
                    onChange={(event) => change(origins.map((o, i) => (i === index ? event.currentTarget.value : o)))}
                    onBlur={field.onBlur}
                    ref={index === origins.length - 1 ? field.ref : undefined}
                    disabled={field.disabled}
                    data-testid="storefront-key-origin"
                  />
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    aria-label={STOREFRONT_KEY_TEXTS.removeOrigin(index)}
                    title={STOREFRONT_KEY_TEXTS.removeOrigin(index)}
                    onClick={() => change(origins.filter((_, i) => i !== index))}
                    disabled={field.disabled}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Group>
              ))}
              <Group>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => change([...origins, ""])}
                  disabled={field.disabled || origins.length >= STOREFRONT_ORIGINS_MAX}
                >
                  {STOREFRONT_KEY_TEXTS.addOrigin}
                </Button>
              </Group>
            </Stack>
          </Input.Wrapper>
        );
      }}
    />
  );
}
