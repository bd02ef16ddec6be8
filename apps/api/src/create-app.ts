/**
 * Builds the API app with everything main.ts and the e2e tests share: Fastify, validation, body
 * limits, Swagger at /api (+ /api-json), pino logs, shutdown hooks, and the web UI's static files
 * at / (ADR 0012).
 */
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { ArbiterMetrics } from '@arbiter/platform';
import { AppModule } from './app.module';
import { API_SCHEMAS } from './openapi/api-schemas';
import { BodyValidationPipe } from './http/body-validation.pipe';
import { BODY_OPTIONS, registerBodyParsers } from './http/json-body';
import { echoRequestId, requestIdOf } from './http/request-id';
import { measureRequests } from './http/request-metrics';
import { serveWebUi } from './web/web-ui.static';

export async function createApp(options: { logger?: boolean } = {}): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    // Fastify reads bodies: this limit for routes that take none, more for those that need it,
    // and its JSON parser refuses keys that would set a prototype (http/json-body.ts).
    ...BODY_OPTIONS,
    // X-Request-Id: the client's, or a new one (http/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Paths match as they always have: any letter case, with or without a trailing slash, and
    // path parameters of any length (a long one is refused by its own check, not as a 404).
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 64 * 1024 },
    // Node's own timeouts, which Fastify would change: idle keep-alive 5 s, a whole request 300 s.
    keepAliveTimeout: 5_000,
    requestTimeout: 300_000,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, adapter, {
    bufferLogs: true,
    bodyParser: false,
    ...(options.logger === false ? { logger: false } : {}),
  });
  if (options.logger !== false) app.useLogger(app.get(Logger));
  const fastify = app.getHttpAdapter().getInstance();
  registerBodyParsers(fastify);
  echoRequestId(fastify);
  measureRequests(fastify, app.get(ArbiterMetrics));
  app.useGlobalPipes(new BodyValidationPipe());
  app.enableShutdownHooks();
  await serveWebUi(app);
  const doc = new DocumentBuilder()
    .setTitle('Arbiter')
    .setDescription('Record, replay and audit Magic: The Gathering games, rule by rule (CR 2025-09-19).')
    .addBearerAuth()
    .build();
  const document = () => {
    const built = SwaggerModule.createDocument(app, doc);
    return { ...built, components: { ...built.components, schemas: { ...built.components?.schemas, ...API_SCHEMAS } } };
  };
  SwaggerModule.setup('api', app, document, { jsonDocumentUrl: 'api-json' });
  return app;
}
