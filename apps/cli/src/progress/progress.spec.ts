import { startProgress } from './progress';

function fakeStream(isTTY: boolean): { stream: NodeJS.WriteStream; text: () => string } {
  const chunks: string[] = [];
  const stream = { isTTY, columns: 120, write: (chunk: string) => chunks.push(chunk) > 0 } as unknown as NodeJS.WriteStream;
  return { stream, text: () => chunks.join('') };
}

describe('startProgress', () => {
  it('writes plain lines, about ten over the run and always the last one, when not on a terminal', () => {
    const { stream, text } = fakeStream(false);
    const progress = startProgress('import', 25, 'logs', { stream });
    for (let i = 0; i < 25; i++) progress.tick();
    progress.stop();
    const lines = text().trim().split('\n');
    expect(lines[0]).toMatch(/^import: 3\/25 logs \(12%\) \d+\.\ds$/);
    expect(lines[lines.length - 1]).toMatch(/^import: 25\/25 logs \(100%\) /);
    expect(lines.length).toBeLessThanOrEqual(10);
    expect(text()).not.toContain('\u001b[');
  });

  it('writes every item of a short run once', () => {
    const { stream, text } = fakeStream(false);
    const progress = startProgress('simulate', 2, 'games', { stream });
    progress.tick();
    progress.tick();
    progress.stop();
    expect(text().trim().split('\n').map((l) => l.replace(/ [\d.]+s$/, ''))).toEqual(['simulate: 1/2 games (50%)', 'simulate: 2/2 games (100%)']);
  });

  it('draws a bar with its count on a terminal', () => {
    const { stream, text } = fakeStream(true);
    const progress = startProgress('simulate', 4, 'games', { stream });
    for (let i = 0; i < 4; i++) progress.tick();
    progress.stop();
    expect(text()).toContain('simulate [');
    expect(text()).toContain('100% | 4/4 games');
  });
});
