/**
 * The part of js-yaml (4.x, in node_modules through eslint) the Docker tests use to read
 * docker-compose.yml. It ships no types of its own.
 */
declare module 'js-yaml' {
  /** Parses one YAML document; anchors, aliases and `<<` merge keys are resolved. */
  export function load(text: string, options?: { readonly filename?: string }): unknown;
}
