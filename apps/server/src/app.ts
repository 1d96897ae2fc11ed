import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { PgBoss } from 'pg-boss';
import { useRussianZodMessages } from '@protocolist/contracts/zod-ru';
import type { Config } from './config.ts';
import { configureMediaTools } from './pipeline/media/binaries.ts';
import { openDatabase, type Database, type Db } from './db/client.ts';
import { startQueue } from './jobs/queue.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerAuthHook } from './http/auth.ts';
import { registerKeptAnswers } from './http/kept-answers.ts';
import { registerMultipart } from './http/multipart.ts';
import { clientErrorHandler, frameworkErrors, registerInputLayer } from './http/input.ts';
import { registerCors } from './http/cors.ts';
import { registerContractHook, swaggerOptions } from './http/openapi.ts';
import { registerHealthRoutes } from './http/health.ts';
import { serveWebApp } from './http/web-app.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { TokenService } from './http/tokens.ts';
import { createStorage, type FileStorage } from './storage/index.ts';
import { startTmpSweep } from './storage/tmp-sweep.ts';
import { registerModules } from './modules/index.ts';
import { loggerOptions } from './logging.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    boss: PgBoss;
    mailer: Mailer;
    storage: FileStorage;
    tokens: TokenService;
    publicUrl: string;
    /** True where this process runs background jobs (APP_ROLE worker or all). */
    runsWorkers: boolean;
    /** True where this process serves the built web app (index.html answers client routes). */
    servesWebApp: boolean;
  }
}

export interface BuildOptions {
  /** Tests keep the embedded database in memory. */
  inMemoryDatabase?: boolean;
  /** With `inMemoryDatabase`: a file of a database to start from (openDatabase's `startFrom`). */
  databaseFrom?: string;
  logger?: boolean;
}

useRussianZodMessages();

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel),
    bodyLimit: 10 * 1024 * 1024,
    trustProxy: config.trustProxy,
    ajv: { customOptions: { coerceTypes: false } },
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerCors(app, config.corsOrigin);
  registerSecurityHeaders(app);

  const database = await openDatabase({
    url: config.databaseUrl,
    poolSize: config.databasePoolSize,
    waitSeconds: config.databaseWaitSeconds,
    log: app.log,
    dataDir: options.inMemoryDatabase ? null : path.join(config.dataDir, 'db'),
    startFrom: options.databaseFrom,
  });
  app.decorate('config', config);
  configureMediaTools(config.media);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('publicUrl', config.publicUrl);
  app.decorate('runsWorkers', config.role !== 'api');
  app.decorate('storage', await createStorage(config));
  app.decorate('tokens', new TokenService(config.jwtSecret, database.db, (channel, payload) => database.notify(channel, payload)));
  app.decorate('mailer', createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log }));
  await startTmpSweep(app);
  const boss = await startQueue({ database, databaseUrl: config.databaseUrl, log: app.log });
  app.decorate('boss', boss);
  app.addHook('onClose', async () => {
    await boss.stop({ graceful: false, close: true }).catch(() => {});
    app.mailer.close();
    await database.close();
  });

  registerContractHook(app);
  await app.register(swagger, swaggerOptions(config.publicUrl));
  // Its own page gets its own CSP (hashes of its inline parts) instead of the app's.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await registerMultipart(app, { tmpDir: path.join(config.dataDir, 'tmp') });
  registerInputLayer(app);
  registerAuthHook(app);
  registerKeptAnswers(app);

  registerHealthRoutes(app);
  await registerModules(app);
  app.decorate('servesWebApp', await serveWebApp(app, config.webDist));
  return app;
}
