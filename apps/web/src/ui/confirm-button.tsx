import { ActionIcon, Button, type ButtonProps, type MantineColor, Popover } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import {
  type ComponentPropsWithoutRef,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useState,
} from "react";
import { CONFIRM_COLORS, TONES } from "../app/theme-tokens";

/** The text a button shows while it waits for the second click (spec part 1, sections 2.7 and 4). */
export const CONFIRM_LABEL = "Confirm?";

/** How long a button stays on 'Confirm?' before it goes back. */
export const CONFIRM_TIMEOUT_MS = 4000;

type NativeButtonProps = Omit<ComponentPropsWithoutRef<"button">, keyof ButtonProps | "onClick">;

export interface ConfirmButtonProps extends ButtonProps, NativeButtonProps {
  onConfirm: () => void;
  children: ReactNode;
  /** False runs onConfirm on the first click (e.g. saving a product in Development). */
  needsConfirm?: boolean;
  /** The colour of the 'Confirm?' state: the danger colour, or CONFIRM_COLORS.save for a save. */
  confirmColor?: MantineColor;
}

/**
 * A button whose first click turns it into a filled 'Confirm?' for a few seconds; a second click runs
 * onConfirm. Escape, leaving the button or the time running out turn it back.
 */
export function ConfirmButton({
  onConfirm,
  children,
  needsConfirm = true,
  confirmColor = CONFIRM_COLORS.destroy,
  ...props
}: ConfirmButtonProps) {
  const [armed, setArmed] = useState(false);

  useEffect(() => {
    if (!armed) return;
    const timer = setTimeout(() => setArmed(false), CONFIRM_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [armed]);

  const click = () => {
    if (armed || !needsConfirm) {
      setArmed(false);
      onConfirm();
    } else {
      setArmed(true);
    }
  };
  const blur = (event: FocusEvent<HTMLButtonElement>) => {
    setArmed(false);
    props.onBlur?.(event);
  };
  const keyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "Escape" && armed) {
      event.stopPropagation();
      setArmed(false);
    }
    props.onKeyDown?.(event);
  };

  return (
    <Button
      {...props}
      color={armed ? confirmColor : props.color}
      variant={armed ? "filled" : props.variant}
      aria-label={armed ? CONFIRM_LABEL : props["aria-label"]}
      onClick={click}
      onBlur={blur}
      onKeyDown={keyDown}
    >
      {armed ? CONFIRM_LABEL : children}
    </Button>
  );
}

export interface ConfirmDeleteButtonProps {
  /** The accessible name of the icon button, e.g. 'Delete attribute'. */
  label: string;
  onConfirm: () => void;
  disabled?: boolean;
  size?: "xs" | "sm" | "md" | "lg";
}

/** A delete icon button; its click opens a 'Confirm?' popover whose button runs onConfirm. */
export function ConfirmDeleteButton({ label, onConfirm, disabled, size = "md" }: ConfirmDeleteButtonProps) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="left" withArrow trapFocus returnFocus shadow="md">
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color={TONES.danger}
          size={size}
          aria-label={label}
          title={label}
          disabled={disabled}
          onClick={() => setOpened((open) => !open)}
        >
          <IconTrash size="70%" />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={4}>
        <Button
          size="xs"
          color={CONFIRM_COLORS.destroy}
          onClick={() => {
            setOpened(false);
            onConfirm();
          }}
        >
          {CONFIRM_LABEL}
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}
