#!/usr/bin/env node
/**
 * The `arbiter` command line (nest-commander). `arbiter --help` lists the commands; exit codes and
 * commands are described in the README ("The command line").
 */
import 'reflect-metadata';
import { CommandFactory } from 'nest-commander';
import { exitCodeOf } from './bad-input-command';
import { CliModule } from './cli.module';

async function main(): Promise<void> {
  // commander names the program after the script file ("main"); usage lines should say "arbiter".
  process.argv[1] = 'arbiter';
  await CommandFactory.run(CliModule, {
    logger: ['error', 'warn'],
    cliName: 'arbiter',
    // Unknown commands and options are bad input (exit 2); commander prints the message itself.
    errorHandler: (err) => process.exit(exitCodeOf(err)),
  });
}

void main();
