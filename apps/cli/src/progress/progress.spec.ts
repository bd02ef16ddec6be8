import { startProgress } from './progress';

function fakeStream(isTTY: boolean): { stream: NodeJS.WriteStream; text: () => string } {
  const chunks: string[] = [];
  const stream = { isTTY, columns: 120, write: (chunk: string) => chunks.push(chunk) > 0 } as unknown as NodeJS.WriteStream;
  return { stream, text: () => chunks.join('') };
}

const withoutTime = (text: string): string[] => text.trim().split('\n').map((l) => l.replace(/, [\d.]+s/, ''));

describe('startProgress', () => {
  it('writes plain lines, about ten over the run and always the last one, when not on a terminal', () => {
    const { stream, text } = fakeStream(false);
    const progress = startProgress('import', 25, 'logs', { stream });
    for (let i = 0; i < 25; i++) progress.tick();
    progress.stop();
    const lines = text().trim().split('\n');
    expect(lines[0]).toMatch(/^import: 3\/25 logs \(12%\), \d+\.\ds$/);
    expect(lines[lines.length - 1]).toMatch(/^import: 25\/25 logs \(100%\), /);
    expect(lines.length).toBeLessThanOrEqual(10);
    expect(text()).not.toContain('\u001b[');
  });

  it('writes every item of a short run once', () => {
    const { stream, text } = fakeStream(false);
    const progress = startProgress('simulate', 2, 'games', { stream });
    progress.tick();
    progress.tick();
    progress.stop();
    expect(withoutTime(text())).toEqual(['simulate: 1/2 games (50%)', 'simulate: 2/2 games (100%)']);
  });

  it('counts without a total until one is known, then against it, with a note at the end of the line', () => {
    const { stream, text } = fakeStream(false);
    const progress = startProgress('rebuilding mana', null, 'events', { stream, unknownTotalEvery: 100 });
    progress.update(0, null, 'by this process');
    progress.update(40, null, 'by this process');
    progress.update(120, null, 'by this process');
    progress.update(150, 200, 'by the projector');
    progress.update(200, 200);
    progress.stop();
    expect(withoutTime(text())).toEqual([
      'rebuilding mana: 40 events, by this process',
      'rebuilding mana: 150/200 events (75%), by the projector',
      'rebuilding mana: 200/200 events (100%), by the projector',
    ]);
  });

  it('says where a run that did nothing ended', () => {
    const { stream, text } = fakeStream(false);
    startProgress('rebuilding all projections', null, 'events', { stream }).stop();
    expect(withoutTime(text())).toEqual(['rebuilding all projections: 0 events']);
  });

  it('draws a bar with its count on a terminal', () => {
    const { stream, text } = fakeStream(true);
    const progress = startProgress('simulate', 4, 'games', { stream });
    for (let i = 0; i < 4; i++) progress.tick();
    progress.stop();
    expect(text()).toContain('simulate [');
    expect(text()).toContain('100% | 4/4 games');
  });

  it('grows the bar when the total is unknown or grows', () => {
    const { stream, text } = fakeStream(true);
    const progress = startProgress('rebuilding', null, 'events', { stream });
    progress.update(30, null, 'by this process');
    progress.update(60, 80);
    progress.update(80, 80);
    progress.stop();
    expect(text()).toContain('80/80 events');
    expect(text()).toContain('| by this process');
  });

  it('writes to stderr unless told otherwise', () => {
    const written: string[] = [];
    const spy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => written.push(String(chunk)) > 0);
    const tty = process.stderr.isTTY;
    process.stderr.isTTY = false;
    try {
      const progress = startProgress('export', 1, 'games');
      progress.tick();
      progress.stop();
    } finally {
      process.stderr.isTTY = tty;
      spy.mockRestore();
    }
    expect(withoutTime(written.join(''))).toEqual(['export: 1/1 games (100%)']);
  });
});
