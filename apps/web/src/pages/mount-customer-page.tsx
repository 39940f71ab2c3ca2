import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { cssVariablesResolver, theme } from "../app/theme";

/**
 * Nothing a customer page (the Studio, the order review) reads changes while it is open: no refetch on focus,
 * one retry for a lost connection, none for an answer with a status (a refused key or code is final).
 */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: (count, error) => !("status" in Object(error)) && count < 1 },
    mutations: { retry: false },
  },
});

/** Renders a customer page of its own (its own HTML entry) into #root with the theme and the query client. */
export function mountCustomerPage(page: ReactNode): void {
  const root = document.getElementById("root");
  if (root === null) return;
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <QueryClientProvider client={queryClient}>{page}</QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
}
