/** CLI exit codes (README, "The command line"): 0 ok, 1 findings (failed scenarios, divergences), 2 bad input. */
export const EXIT_OK = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_BAD_INPUT = 2;
