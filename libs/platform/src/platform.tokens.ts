/** Injection tokens of the platform. */
export const EVENT_STORE = Symbol('EVENT_STORE');
export const ARBITER_CONFIG = Symbol('ARBITER_CONFIG');
export const API_KEYS = Symbol('API_KEYS');
