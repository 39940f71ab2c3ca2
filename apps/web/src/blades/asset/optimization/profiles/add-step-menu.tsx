import { Button, Menu, Text } from "@mantine/core";
import { IconChevronDown, IconPlus } from "@tabler/icons-react";
import { Fragment } from "react";
import { PROFILE_TEXTS } from "../optimization-texts";
import { STEP_CHOICES, type StepChoice } from "./profile-steps";

/** The Add step menu: every step type, SaveAs Glb and Gltf last (adding one replaces the other). */
export function AddStepMenu({ onAdd }: { onAdd: (choice: StepChoice) => void }) {
  return (
    <Menu position="bottom-start" shadow="md" withinPortal>
      <Menu.Target>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          rightSection={<IconChevronDown size={14} />}
        >
          {PROFILE_TEXTS.addStep}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {STEP_CHOICES.map(({ choice, label, hint }, index) => (
          <Fragment key={choice}>
            {choice === "SaveAsGlb" && index > 0 && <Menu.Divider />}
            <Menu.Item onClick={() => onAdd(choice)}>
              <Text size="sm">{label}</Text>
              <Text size="xs" c="dimmed">
                {hint}
              </Text>
            </Menu.Item>
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
