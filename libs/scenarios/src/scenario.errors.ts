/** A scenario file that is not valid input: names the file and the field. Exit code 2 in the CLI. */
export class ScenarioError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly detail: string,
  ) {
    super(`${file}: ${field}: ${detail}`);
    this.name = 'ScenarioError';
  }
}
