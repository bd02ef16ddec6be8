/**
 * Configuration from the environment, validated once at start (class-validator). Only this lib
 * reads `process.env`.
 */
import { plainToInstance, Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, Min, validateSync } from 'class-validator';

export class ArbiterEnvironment {
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT?: number;

  @IsOptional()
  @IsString()
  ARBITER_DATA_DIR?: string;

  @IsOptional()
  @Matches(/^esdb(\+discover)?:\/\/\S+$/, { message: 'EVENTSTORE_URL must look like esdb://host:2113?tls=false' })
  EVENTSTORE_URL?: string;

  @IsOptional()
  @Matches(/^[^:,\s]+:(recorder|judge|player:[^:,\s]+)(,[^:,\s]+:(recorder|judge|player:[^:,\s]+))*$/, {
    message: 'ARBITER_API_KEYS must look like "key1:recorder,key2:judge,key3:player:alice"',
  })
  ARBITER_API_KEYS?: string;

  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(1)
  ARBITER_SNAPSHOT_EVERY?: number;

  @IsOptional()
  @Matches(/^(fatal|error|warn|info|debug|trace|silent)$/)
  LOG_LEVEL?: string;

  @IsOptional()
  @Matches(/^(true|false)$/)
  ARBITER_DEMO?: string;

  @IsOptional()
  @Matches(/^(thread|inline|off)$/, { message: 'ARBITER_PROJECTOR must be thread, inline or off' })
  ARBITER_PROJECTOR?: string;

  @IsOptional()
  @Matches(/^(thread|inline)$/, { message: 'ARBITER_SQLITE_WRITER must be thread or inline' })
  ARBITER_SQLITE_WRITER?: string;
}

export interface ArbiterConfig {
  readonly port: number;
  readonly dataDir: string;
  readonly eventStoreUrl: string | null;
  readonly apiKeys: string | null;
  readonly snapshotEvery: number;
  readonly logLevel: string;
  /** Record the demo game on an empty store at start. */
  readonly demo: boolean;
  /**
   * Where the API runs the analytics projector: `thread`, on a thread of its own (default on
   * SQLite); `inline`, in the API's thread; `off`, not at all: run `apps/projector` separately
   * (default on EventStoreDB).
   */
  readonly projector: 'thread' | 'inline' | 'off';
  /**
   * Where the SQLite store commits: `thread` (default), a writer thread, so commits and their
   * fsync never block the event loop (ADR 0010); `inline`, in the calling thread.
   */
  readonly sqliteWriter: 'thread' | 'inline';
}

/** Validates an environment; throws one error listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ArbiterConfig {
  const parsed = plainToInstance(ArbiterEnvironment, { ...env });
  const errors = validateSync(parsed, { skipMissingProperties: false, forbidUnknownValues: false });
  if (errors.length > 0) {
    const lines = errors.flatMap((e) => Object.values(e.constraints ?? {}).map((m) => `${e.property}: ${m}`));
    throw new Error(`invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return {
    port: parsed.PORT ?? 3000,
    dataDir: parsed.ARBITER_DATA_DIR ?? './data',
    eventStoreUrl: parsed.EVENTSTORE_URL ?? null,
    apiKeys: parsed.ARBITER_API_KEYS ?? null,
    snapshotEvery: parsed.ARBITER_SNAPSHOT_EVERY ?? 100,
    logLevel: parsed.LOG_LEVEL ?? 'info',
    demo: (parsed.ARBITER_DEMO ?? 'true') === 'true',
    projector: (parsed.ARBITER_PROJECTOR ?? (parsed.EVENTSTORE_URL === undefined ? 'thread' : 'off')) as ArbiterConfig['projector'],
    sqliteWriter: (parsed.ARBITER_SQLITE_WRITER ?? 'thread') as 'thread' | 'inline',
  };
}
