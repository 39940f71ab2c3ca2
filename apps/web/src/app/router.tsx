import { lazy, Suspense } from "react";
import { createBrowserRouter, Navigate, RouterProvider } from "react-router";
import { RouteErrorPage } from "../pages/route-error-page";
import { PageLoader } from "../ui/page-loader";
import { AnonymousOnly, LoginRequired } from "./route-guards";

// Every page is its own chunk: the sign-in page loads only the form it shows, never the workspace.
const WorkspacePage = lazy(() => import("./shell/workspace-page").then((m) => ({ default: m.WorkspacePage })));

const router = createBrowserRouter([
  {
    HydrateFallback: PageLoader,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <AnonymousOnly />,
        children: [
          { path: "/login", lazy: async () => ({ Component: (await import("../pages/auth/login-page")).LoginPage }) },
          {
            path: "/account/forgot",
            lazy: async () => ({
              Component: (await import("../pages/auth/forgot-password-page")).ForgotPasswordPage,
            }),
          },
          {
            path: "/account/resetpassword",
            lazy: async () => ({ Component: (await import("../pages/auth/reset-password-page")).ResetPasswordPage }),
          },
          {
            path: "/account/register",
            lazy: async () => ({ Component: (await import("../pages/auth/register-page")).RegisterPage }),
          },
          {
            path: "/account/invite",
            lazy: async () => ({ Component: (await import("../pages/auth/accept-invite-page")).AcceptInvitePage }),
          },
        ],
      },
      {
        path: "/api/v2/shopify/app/:clientId",
        lazy: async () => ({ Component: (await import("../pages/auth/embedded-sign-in-page")).EmbeddedSignInPage }),
      },
      // After the platform sign-in, the chosen workspace opens (docs/decisions/web-embedded-sign-in.md).
      { path: "/api/v2/shopify/app/:clientId/continue", element: <Navigate to="/" replace /> },
      {
        path: "/",
        element: <LoginRequired />,
        children: [
          {
            index: true,
            element: (
              <Suspense fallback={<PageLoader />}>
                <WorkspacePage />
              </Suspense>
            ),
          },
        ],
      },
      {
        // The Preview Blueprint page, for signed-in staff (docs/decisions/web-customer-blueprint-page.md).
        element: <LoginRequired />,
        children: [
          {
            path: "/blueprint/:styleCode/:versionCode/_",
            lazy: async () => ({ Component: (await import("../pages/blueprint/blueprint-page")).BlueprintPage }),
          },
        ],
      },
      { path: "*", lazy: async () => ({ Component: (await import("../pages/not-found-page")).NotFoundPage }) },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
