# Brief's image: the built server and web app on Node 20, production dependencies only, as a non-root user.
#   podman build --format docker -t brief .        (docker build -t brief . works the same)
# BASE_IMAGE is any Debian-based image with Node 20 and npm: a company may build on its own. BUILD_IMAGE,
# the build stage's, is the same unless told otherwise. Where no registry is reachable,
# deploy/base-image.sh makes both (README, "Run in containers").
ARG BASE_IMAGE=node:20-bookworm-slim
ARG BUILD_IMAGE=${BASE_IMAGE}

FROM ${BUILD_IMAGE} AS build
# A build behind a TLS-inspecting proxy trusts its CA bundle (mounted at build time) through this.
ARG NODE_EXTRA_CA_CERTS
# better-sqlite3 compiles from source where its prebuilt binary cannot be downloaded.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The server's production dependencies alone (the web app's are bundled into its build). npm's cache from
# the full install makes this a copy (--prefer-offline: no registry round trip per package), and
# better-sqlite3's compiled addon is carried over, not compiled again. Source maps and type declarations
# (about 200 MB of them) are never read at run time.
FROM build AS production-dependencies
RUN cp node_modules/better-sqlite3/build/Release/better_sqlite3.node /tmp/ \
 && rm -rf node_modules apps/*/node_modules packages/*/node_modules e2e/node_modules \
 && npm ci --omit=dev --ignore-scripts --prefer-offline --workspace=@brief/server --no-audit --no-fund \
 && rm -rf node_modules/better-sqlite3/deps node_modules/better-sqlite3/src \
 && mkdir -p node_modules/better-sqlite3/build/Release apps/server/node_modules \
 && mv /tmp/better_sqlite3.node node_modules/better-sqlite3/build/Release/ \
 && find node_modules apps/server/node_modules -type f \
      \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' \) -delete

FROM ${BASE_IMAGE}
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
RUN groupadd --gid 10001 brief \
 && useradd --uid 10001 --gid brief --home-dir /app --no-create-home --shell /usr/sbin/nologin brief \
 && mkdir -p /data \
 && chown brief:brief /data
WORKDIR /app
COPY --from=production-dependencies /app/node_modules node_modules
COPY --from=production-dependencies /app/apps/server/node_modules apps/server/node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
USER brief
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The built server directly (no npm in between), as its start script runs it: the preload starts tracing
# when OTEL_EXPORTER_OTLP_ENDPOINT is set. Node itself is PID 1: the server handles SIGTERM (it stops
# taking work, lets running replies finish, exits 0).
WORKDIR /app/apps/server
CMD ["node", "--import", "./dist/preload.js", "dist/main.js"]
