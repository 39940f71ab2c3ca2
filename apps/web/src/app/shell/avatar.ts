/** The avatar service; `d=404` makes it fail for unknown e-mails, so the avatar shows initials instead. */
const AVATAR_BASE_URL = "https://www.gravatar.com/avatar/";

export function avatarUrl(emailHash: string, size = 64): string {
  return `${AVATAR_BASE_URL}${encodeURIComponent(emailHash)}?d=404&s=${size}`;
}
