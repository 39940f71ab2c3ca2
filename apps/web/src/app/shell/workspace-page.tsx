// Every Mantine style, in its CSS layer; the sign-in pages load only theirs (app/sign-in-styles.ts).
import "@mantine/core/styles.layer.css";
import { AppShell } from "@mantine/core";
import { useDisclosure, useDocumentTitle } from "@mantine/hooks";
import { useCurrentUser } from "../../api/account/account";
import { useAppletList } from "../../api/settings/applet";
import { workspaceLinks } from "../../blades/workspace/workspace-links";
import { AppletOverlayProvider } from "../../ui/applet-frame/applet-overlay";
import { PageLoader } from "../../ui/page-loader";
import { BladesProvider, useBlades } from "../workspace/blade-context";
import { BladeGuardProvider } from "../workspace/blade-guard";
import { BladeStack } from "../workspace/blade-stack";
import { PickRequestsProvider } from "../workspace/pick-requests";
import { useCompanyFavicon } from "./favicon";
import { NavBar } from "./nav-bar";
import { ShellHeader } from "./shell-header";
import { Sidebar } from "./sidebar";
import { useSidebarFold } from "./use-sidebar-fold";
import { useWhatsNewOnce } from "./use-whats-new-once";
import classes from "./workspace-page.module.css";

/** Header (52 px) plus navigation bar (40 px). */
const HEADER_HEIGHT = 92;
const SIDEBAR_WIDTH = 300;

function Workspace() {
  const { data: user } = useCurrentUser();
  const { open } = useBlades();
  const globalApplets = useAppletList("Global", { enabled: user !== undefined }).data?.applets;
  const [navbarOpened, { toggle }] = useDisclosure(false);
  const { folded, toggleFolded } = useSidebarFold();
  // The sign-in pages set their own titles, which would otherwise stay on after signing in.
  useDocumentTitle(user === undefined ? "Atelier" : `${user.company.name} · Atelier`);
  useCompanyFavicon(user?.company.name);
  useWhatsNewOnce(user?.company.companyId, () => open(workspaceLinks.whatsNew(), {}, { replace: true }));

  if (user === undefined) return <PageLoader />;
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: SIDEBAR_WIDTH, breakpoint: "sm", collapsed: { mobile: !navbarOpened, desktop: folded } }}
      padding={0}
    >
      <AppShell.Header className={classes.header}>
        <ShellHeader
          user={user}
          navbarOpened={navbarOpened}
          onToggleNavbar={toggle}
          sidebarFolded={folded}
          onToggleSidebarFolded={toggleFolded}
        />
        <NavBar companyId={user.company.companyId} />
      </AppShell.Header>
      <AppShell.Navbar className={classes.navbar} data-folded={folded || undefined}>
        <Sidebar
          access={{ permissions: user.permissions, company: user.company, globalApplets: globalApplets ?? [] }}
          companyId={user.company.companyId}
        />
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <div className={classes.workspace}>
          <BladeStack />
        </div>
      </AppShell.Main>
    </AppShell>
  );
}

/** The main workspace at /: header, navigation bar, sidebar and the blade stack. */
export function WorkspacePage() {
  return (
    <BladesProvider>
      <BladeGuardProvider>
        <PickRequestsProvider>
          <AppletOverlayProvider>
            <Workspace />
          </AppletOverlayProvider>
        </PickRequestsProvider>
      </BladeGuardProvider>
    </BladesProvider>
  );
}
