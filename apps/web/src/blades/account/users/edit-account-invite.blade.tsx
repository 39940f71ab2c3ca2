import type { Invite } from "@atelier/domain/account/invite.schema";
import { useState } from "react";
import { useCurrentUser } from "../../../api/account/account";
import { useCompanyRoles } from "../../../api/account/company";
import { useBlades } from "../../../app/workspace/blade-context";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { EditorLoader } from "../../../ui/editor/editor-loader";
import { InviteForm } from "./invite-form";
import { InviteSent } from "./invite-sent";

/**
 * EditAccountInvite (mode new): the invite form with the company's roles read on open, then its success
 * state; 'Invite another' starts again from an empty form.
 */
export function EditAccountInviteBlade({ blade }: BladeProps) {
  const companyId = useCurrentUser().data?.company.companyId;
  const roles = useCompanyRoles(companyId);
  const { close } = useBlades();
  const [sent, setSent] = useState<Invite | null>(null);

  if (sent !== null) {
    return <InviteSent invite={sent} onInviteAnother={() => setSent(null)} onClose={() => close(blade.id)} />;
  }
  return (
    <EditorLoader queries={[roles]} find={() => roles.data?.map((role) => role.name)}>
      {(offered) => offered && <InviteForm offered={offered} onSent={setSent} />}
    </EditorLoader>
  );
}
