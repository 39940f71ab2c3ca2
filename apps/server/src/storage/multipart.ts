import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";

/**
 * multipart/form-data for the routes that take files (read through `receiveUploads`, which sets each
 * route's file size and count). These bounds hold for every such route: small text fields, few parts.
 */
export async function installMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fieldNameSize: 100, fieldSize: 64 * 1024, fields: 20, headerPairs: 200, parts: 120 },
  });
}
