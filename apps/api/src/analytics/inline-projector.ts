import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ARBITER_CONFIG, ProjectorService, type ArbiterConfig } from '@arbiter/platform';

/**
 * In the embedded setup (`ARBITER_PROJECTOR=inline`, the SQLite default) the API runs the
 * projector itself, so analytics work with `npm start` alone. It does not wait for the
 * projector to catch up: a long backlog must not delay the API.
 */
@Injectable()
export class InlineProjector implements OnApplicationBootstrap {
  constructor(
    @Inject(ARBITER_CONFIG) private readonly config: ArbiterConfig,
    private readonly projector: ProjectorService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.projector === 'inline') this.projector.start();
  }
}
