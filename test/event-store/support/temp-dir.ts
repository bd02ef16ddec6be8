import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh folder under the OS temp dir, with its removal. */
export function temporaryDir(label: string): {
  dir: string;
  file: (name: string) => string;
  remove: () => void;
} {
  const dir = mkdtempSync(join(tmpdir(), `arbiter-${label}-`));
  return {
    dir,
    file: (name) => join(dir, name),
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
