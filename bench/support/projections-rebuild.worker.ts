/**
 * Rebuilds every analytics projection from position 0 in its own process, so that its peak RSS
 * (`maxRSS`) measures the rebuild alone, not the benchmark process that generated the events.
 * Prints one JSON line: { events, seconds, baselineRssMb, peakRssMb }.
 */
import { timeProjector } from './time-projector';

async function main(): Promise<void> {
  const [storePath, analyticsPath, batch] = process.argv.slice(2);
  if (storePath === undefined || analyticsPath === undefined)
    throw new Error('usage: <store.db> <analytics.db> [batch]');
  const baselineRssMb = process.memoryUsage.rss() / 2 ** 20;
  const { events, seconds } = await timeProjector(
    storePath,
    analyticsPath,
    batch === undefined ? 1000 : Number(batch),
  );
  // maxRSS is in kilobytes.
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(`${JSON.stringify({ events, seconds, baselineRssMb, peakRssMb })}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
