import "./app/zod-without-eval";
import "./app/sign-in-styles";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { httpsRedirectTarget } from "./app/https-rule";
import { Providers } from "./app/providers";
import { AppRouter } from "./app/router";

const httpsTarget = httpsRedirectTarget(window.location);
const root = document.getElementById("root");

if (httpsTarget !== null) {
  // The https rule runs before anything renders, so no page is ever shown over plain http.
  window.location.replace(httpsTarget);
} else if (root !== null) {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  );
}
