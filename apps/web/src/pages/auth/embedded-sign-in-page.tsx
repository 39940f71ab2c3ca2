import { useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { PageLoader } from "../../ui/page-loader";
import { EmbeddedAccount } from "../embedded/embedded-account";
import { useFrameBust } from "../embedded/use-frame-bust";

/**
 * /api/v2/shopify/app/{clientId}: signing in from the embedded storefront platform (spec part 1, 2.1).
 * Opened inside the platform's frame, it first sends the top window to the platform's page of the app;
 * otherwise it signs the user in and lets them choose the workspace to open.
 */
export function EmbeddedSignInPage() {
  const { clientId = "" } = useParams();
  const [searchParams] = useSearchParams();
  const leaving = useFrameBust(clientId, searchParams.get("host"));
  // Signing in or out clears the query cache under the mounted current-user query: mount it afresh.
  const [session, setSession] = useState(0);

  if (leaving) return <PageLoader />;
  return <EmbeddedAccount key={session} onSessionChange={() => setSession((count) => count + 1)} />;
}
