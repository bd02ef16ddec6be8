/**
 * A Dockerfile read into its stages and instructions, enough for tests to check what an image
 * build does without a Docker engine: line continuations and comments are handled, `ARG` defaults
 * declared before the first `FROM` are substituted in `FROM` lines, and exec-form (JSON array)
 * arguments are parsed.
 *
 * @example
 * const stages = readDockerfile(readFileSync('Dockerfile', 'utf8'));
 * stages.at(-1)?.instructions.find((i) => i.keyword === 'USER')?.args; // 'node'
 */

export interface Instruction {
  /** Upper case: `RUN`, `COPY`, ... */
  readonly keyword: string;
  /** The rest of the instruction, continuation lines joined with a space. */
  readonly args: string;
}

export interface Stage {
  readonly image: string;
  readonly name: string | null;
  readonly instructions: readonly Instruction[];
}

export interface CopyInstruction {
  readonly from: string | null;
  readonly sources: readonly string[];
  readonly destination: string;
}

function logicalLines(text: string): string[] {
  const out: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (pending === '' && (line === '' || line.startsWith('#'))) continue;
    if (line.startsWith('#')) continue; // a comment inside a continued instruction
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    out.push(`${pending}${line}`.trim());
    pending = '';
  }
  if (pending !== '') out.push(pending.trim());
  return out;
}

export function readDockerfile(text: string): Stage[] {
  const globalArgs = new Map<string, string>();
  const stages: { image: string; name: string | null; instructions: Instruction[] }[] = [];
  for (const line of logicalLines(text)) {
    const m = /^(\S+)\s*(.*)$/.exec(line);
    const keyword = (m?.[1] ?? '').toUpperCase();
    const args = m?.[2] ?? '';
    if (keyword === 'ARG' && stages.length === 0) {
      const [name, value] = args.split('=');
      globalArgs.set((name ?? '').trim(), (value ?? '').trim());
      continue;
    }
    if (keyword === 'FROM') {
      const from = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args.replace(/--platform=\S+\s+/, ''));
      const image = (from?.[1] ?? '').replace(/\$\{?(\w+)\}?/g, (_all, name: string) => globalArgs.get(name) ?? '');
      stages.push({ image, name: from?.[2] ?? null, instructions: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (stage === undefined) throw new Error(`${keyword} before the first FROM`);
    stage.instructions.push({ keyword, args });
  }
  return stages;
}

/** `COPY [--from=x] [--chown=...] src... dest`, shell form only (what this repository writes). */
export function readCopy(args: string): CopyInstruction {
  const words = args.split(/\s+/).filter((w) => w !== '');
  const flags = words.filter((w) => w.startsWith('--'));
  const paths = words.filter((w) => !w.startsWith('--'));
  const from = flags.find((f) => f.startsWith('--from='))?.slice('--from='.length) ?? null;
  return { from, sources: paths.slice(0, -1), destination: paths.at(-1) ?? '' };
}

/** The words of an exec-form argument (`["node", "main.js"]`), or null for the shell form. */
export function execForm(args: string): string[] | null {
  if (!args.trim().startsWith('[')) return null;
  const parsed = JSON.parse(args) as unknown;
  return Array.isArray(parsed) && parsed.every((w) => typeof w === 'string') ? parsed : null;
}
