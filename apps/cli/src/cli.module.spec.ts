import 'reflect-metadata';
import { BadInputCommandRunner } from './bad-input-command';
import { CliModule } from './cli.module';

describe('CliModule', () => {
  it('has every command end bad input with exit code 2 (each extends BadInputCommandRunner)', () => {
    const providers = Reflect.getMetadata('providers', CliModule) as (abstract new (...args: never[]) => unknown)[];
    expect(providers.length).toBeGreaterThan(0);
    const others = providers.filter((p) => !(p.prototype instanceof BadInputCommandRunner)).map((p) => p.name);
    expect(others).toEqual([]);
  });
});
