/**
 * Builds the API app with everything main.ts and the e2e tests share: validation, body limits,
 * Swagger at /api (+ /api-json), pino logs, shutdown hooks, and the web UI's static files at /.
 */
import { ValidationPipe, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { serveWebUi } from './web/web-ui.static';

export async function createApp(options: { logger?: boolean } = {}): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bufferLogs: true, bodyParser: false, ...(options.logger === false ? { logger: false } : {}) });
  if (options.logger !== false) app.useLogger(app.get(Logger));
  // Exported logs can be large; everything else is small.
  // Any JSON value is parsed (strict: false) so that a body of the wrong shape is answered by
  // validation, naming the field, rather than by the parser.
  app.useBodyParser('json', { limit: '50mb', strict: false });
  app.useGlobalPipes(
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      forbidUnknownValues: true,
      validationError: { target: false, value: false },
    }),
  );
  app.enableShutdownHooks();
  serveWebUi(app);
  const doc = new DocumentBuilder()
    .setTitle('Arbiter')
    .setDescription('Record, replay and audit Magic: The Gathering games, rule by rule (CR 2025-09-19).')
    .addBearerAuth()
    .build();
  SwaggerModule.setup('api', app, () => SwaggerModule.createDocument(app, doc), { jsonDocumentUrl: 'api-json' });
  return app;
}
