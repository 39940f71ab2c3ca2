import { NavLink, Text } from "@mantine/core";
import { IconList } from "@tabler/icons-react";
import { useBlades } from "../workspace/blade-context";
import { SidebarGroup } from "./sidebar-group";
import type { ProductList } from "./sidebar-sections";

/** Said under each product list until products exist in Atelier. */
const PRODUCTS_NOT_AVAILABLE = "Products are not available yet in this workspace.";

/** The three product lists of the Products section. */
export function SidebarProductLists({ lists }: { lists: ProductList[] }) {
  const { open } = useBlades();
  return lists.map((list) => (
    <SidebarGroup
      key={list.id}
      label={list.label}
      defaultOpened={list.openByDefault}
      childrenOffset={12}
      data-testid={`product-list-${list.id}`}
      styles={{ label: { fontSize: "var(--mantine-font-size-sm)", fontWeight: 500 } }}
    >
      <Text size="xs" c="dimmed" px="sm" py={4} lh={1.4}>
        {PRODUCTS_NOT_AVAILABLE}
      </Text>
      {list.viewAll && (
        <NavLink
          component="button"
          type="button"
          label="View All"
          leftSection={<IconList size={14} />}
          onClick={() => open("Products", { mode: "list" })}
        />
      )}
    </SidebarGroup>
  ));
}
