import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ARBITER_CONFIG, ProjectorService, type ArbiterConfig } from '@arbiter/platform';

/**
 * In the embedded setup (the SQLite default) the API runs the projector itself, so analytics work
 * with `npm start` alone: on a thread of its own (`ARBITER_PROJECTOR=thread`), so that folding
 * events into the read models never delays an answer, or in the API's thread (`inline`). It does
 * not wait for the projector to catch up: a long backlog must not delay the API.
 */
@Injectable()
export class EmbeddedProjector implements OnApplicationBootstrap {
  constructor(
    @Inject(ARBITER_CONFIG) private readonly config: ArbiterConfig,
    private readonly projector: ProjectorService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.projector === 'thread') this.projector.startThread();
    else if (this.config.projector === 'inline') this.projector.start();
  }
}
