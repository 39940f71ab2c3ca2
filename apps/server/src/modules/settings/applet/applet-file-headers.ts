/**
 * The content security policy of every applet file (docs/decisions/applets-sandbox.md). `sandbox` without
 * `allow-same-origin` gives the page an opaque origin whatever frame or tab shows it: it cannot read the
 * workspace's cookies or storage, and its requests to the API are cross-origin (no answer to read, writes
 * refused by the server's Origin check). `connect-src 'none'` blocks fetch, XHR, WebSocket and beacons;
 * scripts, styles and images come from the applet's own files (and inline); nothing is loaded from elsewhere;
 * only the workspace may frame it.
 */
export const APPLET_CONTENT_SECURITY_POLICY = [
  "sandbox allow-scripts allow-forms allow-popups",
  "default-src 'none'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' data: blob:",
  "connect-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join("; ");

/**
 * The headers of an applet file's answer, replacing the API calls' set: the policy above, no sniffing of a
 * type, no referrer (the model in the address stays in the page). The sandboxed page's own loads of its
 * files come from an opaque origin, which `Cross-Origin-Resource-Policy: same-origin` would refuse; the
 * files still need the member's session (and are answered only to the applet's company).
 */
export const APPLET_FILE_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": APPLET_CONTENT_SECURITY_POLICY,
  "x-content-type-options": "nosniff",
  "cross-origin-resource-policy": "cross-origin",
  "referrer-policy": "no-referrer",
};
