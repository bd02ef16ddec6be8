/** The Comprehensive Rules this engine follows (effective date), kept in every audit report. */
export const CR_VERSION = '2025-09-19';
