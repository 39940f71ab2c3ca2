/** Texts of the Account blade that the spec does not quote. */
export const ACCOUNT_TEXTS = {
  workspaces: "Workspaces",
  profile: "Profile",
  password: "Password",
  current: "Current",
  switch: "Switch",
  copyTo: "Copy To",
  profileSaved: "Profile saved.",
  passwordChanged: "Password changed.",
  copyReplaces: (source: string, target: string) =>
    `The catalogue and products of ${target} are replaced by a copy of those of ${source}. Its users and API keys stay as they are.`,
  copyPhraseLabel: "Type the phrase to confirm",
  copyWaiting: "Waiting to start...",
  copyContinuesOnServer: "You can close this window: the copy goes on in the background.",
  copyLog: "Log",
} as const;
