import { NavLink, type NavLinkProps } from "@mantine/core";
import { type ReactNode, useState } from "react";

interface SidebarGroupProps extends Omit<NavLinkProps, "opened" | "defaultOpened" | "onChange" | "children"> {
  defaultOpened?: boolean;
  children: ReactNode;
  "data-testid"?: string;
}

/** A collapsible sidebar entry (a section or a product list) that tells assistive technology whether it is open. */
export function SidebarGroup({ defaultOpened = false, children, ...props }: SidebarGroupProps) {
  const [opened, setOpened] = useState(defaultOpened);
  return (
    <NavLink component="button" type="button" {...props} opened={opened} onChange={setOpened} aria-expanded={opened}>
      {children}
    </NavLink>
  );
}
