/** Texts the spec quotes, kept once. Server and web app both read them from here. */
export const MESSAGES = {
  unexpectedError: "Unexpected error, please try again in a few minutes.",
  passwordsDoNotMatch: "Passwords do not match",
  checkYourEmail: "Check your email to continue",
  passwordReset: "Password reset. Sign in to continue.",
  loadingChunkFailed: "Loading chunk failed",
  loading: "Loading...",
  noResults: "No Results",
  notFound: "Not Found",
  loadingRecentProducts: "Loading recent products...",
  noEditedProducts: "You haven't edited any products",
  noProductsYet: "There are no products yet.",
  showMore: "Show more...",
  invalidCredentials: "The e-mail or password is incorrect.",
  tooManyAttempts: "Too many sign-in attempts. Please wait a few minutes and try again.",
  invalidInvitationCode: "The invitation code is not valid.",
  invalidResetCode: "This reset link is invalid or has expired. Ask for a new one.",
  emailTaken: "An account with this e-mail address already exists.",
  currentPasswordWrong: "The current password is incorrect.",
  notSignedIn: "You are not signed in.",
  forbidden: "You do not have permission to do this.",
  resourceNotFound: "The requested item was not found.",
  staleEtag: "This item was changed by someone else since you opened it. Reload it and try again.",
  unknownInstance: "You do not have access to this workspace.",
  validationFailed: "Some fields are not valid.",
  styleCodeTaken: "A product with this style code already exists.",
  targetWorkspaceUpdated: "Target workspace updated",
  targetWorkspaceFailed: "Could not update the target workspace",
  inviteDispatched: "Invite dispatched!",
  inviteTitle: "Invite a new user",
  apiKeyShownOnce: "The API is displayed only once for security, so copy it somewhere safe.",
  loginToDifferentAccount: "Login to a different account",
} as const;

export const fieldMessages = {
  required: (label: string) => `${label} is required.`,
  email: () => "Enter a valid e-mail address.",
  minLength: (label: string, min: number) => `${label} must be at least ${min} characters.`,
  maxLength: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  noSlashOrComma: (label: string) => `${label} cannot include '/' or ',' characters.`,
  invalidCharacters: (label = "This value") =>
    `${label} contains a character that cannot be stored (a NUL character or a lone surrogate).`,
  tooDeep: (max: number, label = "This value") => `${label} is nested more than ${max} levels deep.`,
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const NEWS_MARKER = "winter-2025";

/** Texts of the server's answers that the spec does not quote. */
export const SERVER_MESSAGES = {
  alreadyExists: "An item with the same unique value already exists.",
  invalidRequest: "The request could not be read.",
  webAppNotBuilt: "The web app is not built. Run `npm run build` and restart the server.",
  lastAdministrator: "A company needs at least one Administrator: give another member the role first.",
  cannotRaiseOwnRoles: "You cannot give yourself a role you do not hold.",
  cannotGrantRole: "You cannot give a role you do not hold.",
  sameWorkspace: "Choose another workspace than the current one.",
  copyAlreadyRunning: "A copy into this workspace is already running.",
  storefrontOriginNotAllowed: "This storefront key does not allow calls from this website. Add its origin to the key.",
  storefrontRateLimited: "Too many requests from this storefront. Please wait a moment and try again.",
} as const;
