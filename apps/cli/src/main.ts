#!/usr/bin/env node
/**
 * The `arbiter` command line (nest-commander). `arbiter --help` lists the commands.
 */
import 'reflect-metadata';
import { CommandFactory } from 'nest-commander';
import { CliModule } from './cli.module';
import { EXIT_BAD_INPUT } from './exit-codes';

async function main(): Promise<void> {
  // commander names the program after the script file ("main"); usage lines should say "arbiter".
  process.argv[1] = 'arbiter';
  await CommandFactory.run(CliModule, {
    logger: ['error', 'warn'],
    cliName: 'arbiter',
    errorHandler: (err) => {
      // Unknown commands and options are bad input (exit 2); commander prints the message itself.
      if ('code' in err && (err as { code: string }).code === 'commander.helpDisplayed') process.exit(0);
      if ('code' in err && (err as { code: string }).code === 'commander.version') process.exit(0);
      process.exit(EXIT_BAD_INPUT);
    },
  });
}

void main();
