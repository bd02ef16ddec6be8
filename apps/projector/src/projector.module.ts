import { Module } from '@nestjs/common';
import { PlatformModule, ProjectorService } from '@arbiter/platform';

/** The standalone projector: the platform (config, event store) and the runner. */
@Module({ imports: [PlatformModule], providers: [ProjectorService] })
export class ProjectorModule {}
