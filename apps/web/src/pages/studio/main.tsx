import "../../app/zod-without-eval";
import "./studio-styles";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { cssVariablesResolver, theme } from "../../app/theme";
import { StudioPage } from "./studio-page";

/** Nothing the Studio reads changes while it is open: no refetch on focus, one retry for network failures only. */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: (count, error) => !("status" in Object(error)) && count < 1 },
    mutations: { retry: false },
  },
});

const root = document.getElementById("root");
if (root !== null) {
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <QueryClientProvider client={queryClient}>
          <StudioPage />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
}
