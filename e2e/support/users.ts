/** The demo sign-ins the server seeds on a fresh data folder. */
export const DEMO = {
  admin: "admin@demo.atelier.test",
  viewer: "viewer@demo.atelier.test",
  password: "demo-password",
  company: "Demo Outfitters",
  invitationCode: "DEMO-INVITE",
} as const;

let counter = 0;

/** A new, unused e-mail address for a user made by one test. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@e2e.atelier.test`;
}
