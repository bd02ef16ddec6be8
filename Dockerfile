# The Arbiter API (and the web UI, the CLI and the projector) as an image.
#
#   docker build -t arbiter .
#   docker run -p 3000:3000 -v arbiter-data:/data arbiter                       # embedded SQLite in /data
#   docker run -e EVENTSTORE_URL=esdb://host:2113?tls=false -p 3000:3000 arbiter  # EventStoreDB
#   docker run --rm -v arbiter-data:/data arbiter node dist/apps/cli/src/main.js games
#
# Two stages: `build` installs every dependency from the lockfile and runs `npm run build`, the same
# command that builds dist/ outside Docker (test/docker/dockerfile.spec.ts checks that it copies
# every input of that build); `runtime` keeps dist/ and the production dependencies only, and runs
# as the unprivileged `node` user.

ARG NODE_IMAGE=node:20-bookworm

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The full Debian image has python3, make and g++, should better-sqlite3 need building from source.
COPY package.json package-lock.json ./
RUN npm ci
COPY tsconfig.json tsconfig.build.json ./
COPY apps ./apps
COPY libs ./libs
RUN npm run build \
 && npm prune --omit=dev

FROM ${NODE_IMAGE}-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    ARBITER_DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /health answers without a key: 200 when the event store is reachable.
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/apps/api/src/main.js"]
