import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { activityRoutes } from "./audit/activity.routes";
import { installAuditEnforcement } from "./audit/audit-hooks";
import { installAuth } from "./auth/auth-hooks";
import { Passwords } from "./auth/passwords";
import { installCatalogueRevisions } from "./cache/catalogue-revision-hooks";
import { type Clock, systemClock } from "./clock";
import { type Config, fastifyTrustProxy } from "./config";
import type { Db } from "./db/client";
import type { AppDeps } from "./deps";
import { installCompression } from "./http/compression";
import { installDemoMedia } from "./http/demo-media";
import { errorHandler } from "./http/error-handler";
import { installOpenApi } from "./http/openapi";
import { installSecurityHeaders } from "./http/security-headers";
import { installStorefrontCors } from "./http/storefront-cors";
import { installStorefrontRateLimit } from "./http/storefront-rate-limit";
import { installStudioFraming } from "./http/studio-page";
import { guardedValidatorCompiler } from "./http/validation/guarded-validator-compiler";
import { installWebApp } from "./http/web-app";
import { jobRoutes } from "./jobs/job.routes";
import { registerJobHandlers } from "./jobs/job-handlers";
import { JobQueue } from "./jobs/job-queue";
import { createMailer, type Mailer } from "./mail/mailer";
import { accountRoutes } from "./modules/account/account/account.routes";
import { apiKeyRoutes } from "./modules/account/api-key/api-key.routes";
import { companyRoutes } from "./modules/account/company/company.routes";
import { platformRoutes } from "./modules/account/platform/platform.routes";
import { storefrontKeyRoutes } from "./modules/account/storefront-key/storefront-key.routes";
import { usageRoutes } from "./modules/account/usage/usage.routes";
import { workspaceCopyRoutes } from "./modules/account/workspace-copy/workspace-copy.routes";
import { actionTileRoutes } from "./modules/analytics/dashboard/action-tiles.routes";
import { analyticsExportRoutes } from "./modules/analytics/dashboard/analytics-export.routes";
import { recipeTileRoutes } from "./modules/analytics/dashboard/recipe-tiles.routes";
import { eventRoutes } from "./modules/analytics/event/event.routes";
import { placementAnalyticsRoutes } from "./modules/analytics/placement/placement-analytics.routes";
import { promptReportRoutes } from "./modules/analytics/prompt/prompt-report.routes";
import { assetRoutes } from "./modules/asset/asset/asset.routes";
import { dataOptimizationRoutes } from "./modules/asset/data-optimization/data-optimization.routes";
import { dataOptimizationProfileRoutes } from "./modules/asset/data-optimization-profile/data-optimization-profile.routes";
import { assetDeriveRoutes } from "./modules/asset/derive/derive.routes";
import { catalogueExportRoutes } from "./modules/catalogue/catalogue-export/catalogue-export.routes";
import { componentOptionRoutes } from "./modules/catalogue/component-option/component-option.routes";
import { componentOptionDefinitionRoutes } from "./modules/catalogue/component-option-definition/component-option-definition.routes";
import { componentPlacementRoutes } from "./modules/catalogue/component-placement/component-placement.routes";
import { componentTypeRoutes } from "./modules/catalogue/component-type/component-type.routes";
import { dimensionRoutes } from "./modules/catalogue/dimension/dimension.routes";
import { siteRoutes } from "./modules/catalogue/site/site.routes";
import { blueprintRoutes } from "./modules/customer/blueprint/blueprint.routes";
import { recipeRoutes } from "./modules/customer/recipe/recipe.routes";
import { recipePublicRoutes } from "./modules/customer/recipe/recipe-public.routes";
import { dataImportRoutes } from "./modules/data/data-import/data-import.routes";
import { legacyMappingRoutes } from "./modules/data/legacy-mapping/legacy-mapping.routes";
import { referenceDataRoutes } from "./modules/data/reference-data/reference-data.routes";
import { orderRoutes } from "./modules/order/order/order.routes";
import { reviewRoutes } from "./modules/order/review/review.routes";
import { componentRoutes } from "./modules/product/component/component.routes";
import { componentRuleRoutes } from "./modules/product/component-rule/component-rule.routes";
import { productExportRoutes } from "./modules/product/export/product-export.routes";
import { packageRoutes } from "./modules/product/package/package.routes";
import { productRoutes } from "./modules/product/product/product.routes";
import { versionRoutes } from "./modules/product/version/version.routes";
import { appletRoutes } from "./modules/settings/applet/applet.routes";
import { cacheRoutes } from "./modules/settings/cache/cache.routes";
import { companyDataRoutes } from "./modules/settings/company-data/company-data.routes";
import { companySettingsRoutes } from "./modules/settings/company-settings/company-settings.routes";
import type { BlobStorage } from "./storage/blob-storage";
import { installMultipart } from "./storage/multipart";
import { openBlobStorage } from "./storage/open-blob-storage";
import { installUsageRecording } from "./usage/usage-hooks";
import { databaseUsageStore, UsageRecorder } from "./usage/usage-recorder";

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** Defaults to SMTP or the local outbox, as the configuration says. */
  mailer?: Mailer;
  clock?: Clock;
  /** Defaults to the driver the configuration names (tests give one in a folder of their own). */
  storage?: BlobStorage;
  logger?: FastifyServerOptions["logger"];
  /** Registers extra routes before the app is ready (tests use it). */
  extraRoutes?: (app: FastifyInstance, deps: AppDeps) => void | Promise<void>;
}

/**
 * The largest request body any route accepts (Fastify's default, stated so it is a decision): JSON
 * forms and configurations stay far below it. A route that takes files sets its own `bodyLimit`.
 */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the Atelier API and web server. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  installSecurityHeaders(app, config);
  installStudioFraming(app, { db: options.db, config });
  await installCompression(app);

  const catalogueRevisions = await installCatalogueRevisions(app, options.db);
  const clock = options.clock ?? systemClock;
  const deps: AppDeps = {
    config,
    db: options.db,
    clock,
    mailer: options.mailer ?? createMailer(config, app.log),
    passwords: new Passwords(config.hashCost),
    log: app.log,
    catalogueRevisions,
    usage: new UsageRecorder(databaseUsageStore(options.db), clock, app.log),
    jobs: new JobQueue({ db: options.db, log: app.log, clock }),
    storage: options.storage ?? (await openBlobStorage(config.storage)),
  };
  registerJobHandlers(deps);
  // The job worker runs while the app is up; closing stops it and waits for its job.
  app.addHook("onReady", () => deps.jobs.start());
  app.addHook("onClose", () => deps.jobs.stop());

  await installOpenApi(app, config);
  // Writes cookies; the one cookie read (the session's) is parsed when the auth hook needs it, not on every request.
  await app.register(fastifyCookie, { hook: false });
  await installMultipart(app);
  installAuth(app, deps);
  installStorefrontCors(app);
  await installStorefrontRateLimit(app, config.storefrontRateLimit);
  installUsageRecording(app, deps.usage);
  installAuditEnforcement(app, { strict: config.auditStrict });

  app.get(
    "/api/health",
    { config: { auth: "public" }, schema: { hide: true, response: { 200: z.object({ ok: z.literal(true) }) } } },
    async () => ({
      ok: true as const,
    }),
  );
  await app.register(accountRoutes, { prefix: "/api/v1", deps });
  await app.register(productRoutes, { prefix: "/api/v1", deps });
  await app.register(versionRoutes, { prefix: "/api/v1", deps });
  await app.register(packageRoutes, { prefix: "/api/v1", deps });
  await app.register(productExportRoutes, { prefix: "/api/v1", deps });
  await app.register(componentOptionRoutes, { prefix: "/api/v1", deps });
  await app.register(siteRoutes, { prefix: "/api/v1", deps });
  await app.register(dimensionRoutes, { prefix: "/api/v1", deps });
  await app.register(componentOptionDefinitionRoutes, { prefix: "/api/v1", deps });
  await app.register(componentTypeRoutes, { prefix: "/api/v1", deps });
  await app.register(componentPlacementRoutes, { prefix: "/api/v1", deps });
  await app.register(catalogueExportRoutes, { prefix: "/api/v1", deps });
  await app.register(componentRuleRoutes, { prefix: "/api/v1", deps });
  await app.register(componentRoutes, { prefix: "/api/v1", deps });
  await app.register(placementAnalyticsRoutes, { prefix: "/api/v1", deps });
  await app.register(recipeTileRoutes, { prefix: "/api/v1", deps });
  await app.register(actionTileRoutes, { prefix: "/api/v1", deps });
  await app.register(analyticsExportRoutes, { prefix: "/api/v1", deps });
  await app.register(eventRoutes, { prefix: "/api/v1", deps });
  await app.register(promptReportRoutes, { prefix: "/api/v1", deps });
  await app.register(usageRoutes, { prefix: "/api/v1", deps });
  await app.register(companyRoutes, { prefix: "/api/v1", deps });
  await app.register(apiKeyRoutes, { prefix: "/api/v1", deps });
  await app.register(storefrontKeyRoutes, { prefix: "/api/v1", deps });
  await app.register(jobRoutes, { prefix: "/api/v1", deps });
  await app.register(activityRoutes, { prefix: "/api/v1", deps });
  await app.register(workspaceCopyRoutes, { prefix: "/api/v1", deps });
  await app.register(appletRoutes, { prefix: "/api/v1", deps });
  await app.register(assetRoutes, { prefix: "/api/v1", deps });
  await app.register(assetDeriveRoutes, { prefix: "/api/v1", deps });
  await app.register(dataOptimizationProfileRoutes, { prefix: "/api/v1", deps });
  await app.register(dataOptimizationRoutes, { prefix: "/api/v1", deps });
  await app.register(dataImportRoutes, { prefix: "/api/v1", deps });
  await app.register(referenceDataRoutes, { prefix: "/api/v1", deps });
  await app.register(legacyMappingRoutes, { prefix: "/api/v1", deps });
  await app.register(companySettingsRoutes, { prefix: "/api/v1", deps });
  await app.register(companyDataRoutes, { prefix: "/api/v1", deps });
  await app.register(blueprintRoutes, { prefix: "/api/v1", deps });
  await app.register(recipeRoutes, { prefix: "/api/v1", deps });
  await app.register(recipePublicRoutes, { deps });
  await app.register(orderRoutes, { prefix: "/api/v1", deps });
  await app.register(reviewRoutes, { prefix: "/api/v1", deps });
  await app.register(cacheRoutes, { prefix: "/api/v1", deps });
  await app.register(platformRoutes, { prefix: "/api/v2/shopify", deps });
  if (options.extraRoutes) await options.extraRoutes(app, deps);
  await installDemoMedia(app);
  await installWebApp(app, config.webDist);
  return app;
}
