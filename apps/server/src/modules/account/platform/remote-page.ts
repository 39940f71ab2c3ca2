import { z } from "zod";

/**
 * The longest client id: the router's own limit for one path segment (a longer one answers 414 before
 * any route runs), well above the platform's 32-character ids.
 */
export const CLIENT_ID_MAX_LENGTH = 100;

/** Letters, digits, '-' and '_': what a platform client id is made of. */
export const CLIENT_ID_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${CLIENT_ID_MAX_LENGTH}}$`);

export const CLIENT_ID_MESSAGE = `The client id may only hold letters, digits, '-' and '_', up to ${CLIENT_ID_MAX_LENGTH} characters.`;

/** The longest `host` parameter passed on to the platform. */
export const HOST_MAX_LENGTH = 1024;

export const RemotePageParams = z.object({
  clientId: z.string().regex(CLIENT_ID_PATTERN, { error: CLIENT_ID_MESSAGE }),
});

export const RemotePageQuery = z.object({
  host: z.string().max(HOST_MAX_LENGTH).optional(),
});

/**
 * The platform's page of the app `clientId` (`<platform>/apps/<clientId>`), with the embedded frame's
 * `host` parameter passed on when there is one.
 */
export function remotePageUrl(platformUrl: string, clientId: string, host: string | undefined): string {
  const page = `${platformUrl}/apps/${encodeURIComponent(clientId)}`;
  return host ? `${page}?${new URLSearchParams({ host })}` : page;
}
