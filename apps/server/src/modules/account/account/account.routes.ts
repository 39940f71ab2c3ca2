import {
  AcceptInviteInput,
  ChangePasswordInput,
  CurrentCaller,
  CurrentUser,
  ForgotPasswordInput,
  LoginInput,
  Ok,
  RegisterInput,
  ResetPasswordInput,
  SwitchInstanceInput,
} from "@atelier/domain/account/account.schema";
import { UpdateProfileInput } from "@atelier/domain/account/company-user.schema";
import { Invite, InviteInput } from "@atelier/domain/account/invite.schema";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireActor, requireUser } from "../../../auth/auth-hooks";
import { clearSessionCookie, readSessionToken, setSessionCookie } from "../../../auth/sessions";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { changePassword, login, logout, type SignedIn, switchInstance, updateProfile } from "./account.service";
import { getCurrentCaller } from "./current-caller.service";
import { acceptInvite, forgotPassword, invite, register, resetPassword } from "./onboarding.service";

const tags = ["account"];
const ok = { ok: true } as const;
const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** The account calls of part 1 section 7, under /api/v1/account. */
export const accountRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const answerSignedIn = (reply: FastifyReply, signedIn: SignedIn) => {
    setSessionCookie(reply, signedIn.session, deps.config.publicUrl);
    return signedIn.user;
  };

  app.get(
    "/account",
    {
      config: { auth: "member" },
      schema: {
        tags,
        summary: "Who calls: the signed-in user, or the API key (its name, roles and company)",
        response: { 200: CurrentCaller, ...errors },
      },
    },
    async (request) => getCurrentCaller(deps, requireActor(request)),
  );

  app.post(
    "/account/login",
    {
      config: { auth: "public", audit: "none" },
      schema: { tags, summary: "Sign in", body: LoginInput, response: { 200: CurrentUser, ...errors } },
    },
    async (request, reply) => answerSignedIn(reply, await login(deps, request.body, request.ip)),
  );

  app.post(
    "/account/logout",
    {
      config: { auth: "public", audit: "none" },
      schema: { tags, summary: "Sign out", response: { 200: Ok, ...errors } },
    },
    async (request, reply) => {
      await logout(deps, readSessionToken(request));
      clearSessionCookie(reply, deps.config.publicUrl);
      return ok;
    },
  );

  app.post(
    "/account/forgotpassword",
    {
      config: { auth: "public", audit: "none" },
      schema: {
        tags,
        summary: "Mail a password reset link",
        body: ForgotPasswordInput,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      await forgotPassword(deps, request.body);
      return ok;
    },
  );

  app.post(
    "/account/resetpassword",
    {
      config: { auth: "public" },
      schema: {
        tags,
        summary: "Set a new password with a reset code",
        body: ResetPasswordInput,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      await resetPassword(deps, request.body);
      return ok;
    },
  );

  app.post(
    "/account/register",
    {
      config: { auth: "public" },
      schema: {
        tags,
        summary: "Create a company with a platform invitation code",
        body: RegisterInput,
        response: { 200: CurrentUser, ...errors },
      },
    },
    async (request, reply) => answerSignedIn(reply, await register(deps, request.body)),
  );

  app.post(
    "/account/invite",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        summary: "Invite someone to the current company",
        body: InviteInput,
        response: { 200: Invite, ...errors },
      },
    },
    async (request) => invite(deps, requireActor(request), request.body),
  );

  app.post(
    "/account/acceptinvite",
    {
      config: { auth: "public" },
      schema: {
        tags,
        summary: "Join a company with an invitation code",
        body: AcceptInviteInput,
        response: { 200: CurrentUser, ...errors },
      },
    },
    async (request, reply) => answerSignedIn(reply, await acceptInvite(deps, request.body, request.ip)),
  );

  app.post(
    "/account/changepassword",
    {
      config: { auth: "session" },
      schema: {
        tags,
        summary: "Change the signed-in user's password",
        body: ChangePasswordInput,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      await changePassword(deps, requireUser(request), request.body, request.ip);
      return ok;
    },
  );

  app.put(
    "/account/profile",
    {
      config: { auth: "session" },
      schema: {
        tags,
        summary: "Change the signed-in user's full name",
        body: UpdateProfileInput,
        response: { 200: CurrentUser, ...errors },
      },
    },
    async (request) => updateProfile(deps, requireUser(request), request.body),
  );

  app.post(
    "/account/switchinstance",
    {
      config: { auth: "session", audit: "none" },
      schema: {
        tags,
        summary: "Make another company current",
        body: SwitchInstanceInput,
        response: { 200: CurrentUser, ...errors },
      },
    },
    async (request) => switchInstance(deps, requireUser(request), request.body),
  );
};
