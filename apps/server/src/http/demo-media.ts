import { existsSync } from "node:fs";
import { MESSAGES } from "@atelier/domain/shared/messages";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { DEMO_MEDIA_DIR } from "../paths";

/**
 * Serves the demo media at /demo-media/ to anyone: files only (no listing, no index, no redirect), GET and
 * HEAD only. A missing file answers 404 here rather than the web app's page, so a viewer sees it is
 * missing. The files are the project's own; a policy still keeps an SVG opened on its own inert.
 */
export async function installDemoMedia(app: FastifyInstance, root: string = DEMO_MEDIA_DIR): Promise<void> {
  if (!existsSync(root)) return;
  await app.register(
    async (scope) => {
      scope.setNotFoundHandler(async (_request, reply) => reply.status(404).send({ message: MESSAGES.notFound }));
      await scope.register(fastifyStatic, {
        root,
        prefix: "/",
        decorateReply: false,
        index: false,
        list: false,
        redirect: false,
        dotfiles: "deny",
        cacheControl: false,
        setHeaders: (reply) => {
          reply.header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'");
          reply.header("cache-control", "public, max-age=300");
        },
      });
    },
    { prefix: "/demo-media" },
  );
}
