# Not built on the development machine (no Docker there): kept minimal, doing what `.ci/run` and
# `npm start` do. Build stage: the README's `npm ci` + `npm run build`; runtime stage: production
# dependencies, the built site and the TypeScript sources Node 24 runs directly, as user `node`.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The firm's SITE_CONFIG (a path inside the build context, e.g. config/site.json): the bundles and
# prerendered pages carry it, so the build reads the same file as the server (README, "Company details").
ARG SITE_CONFIG
RUN SITE_CONFIG="${SITE_CONFIG}" npm run build && npm prune --omit=dev

# `docker build --target edge`: nginx with the built assets (compose.yaml's `edge`, decision 040).
FROM nginx:1.27-alpine AS edge
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/build/client/assets /srv/site/assets
COPY --from=build /app/build/client/favicon.ico /app/build/client/favicon.svg /srv/site/

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=root:root /app/package.json /app/package-lock.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/build ./build
COPY --from=build --chown=root:root /app/drizzle ./drizzle
COPY --from=build --chown=root:root /app/src ./src
# The embedded database and the generated secrets: the service's user only (the server also sets
# 0700/0600 at boot, whatever the umask). build/served: the pages with PUBLIC_URL's origin and their
# .br/.gz, written by the server at its first boot (decision 040); the rest of the build stays
# read-only to it.
RUN install -d -m 0700 -o node -g node /data && mkdir -p /app/build/served && chown node:node /app/build/served
USER node
VOLUME ["/data"]
EXPOSE 3000
# Readiness, not liveness: an instance that is starting, draining or without its database is
# taken out of rotation (and restarted by the orchestrator if it stays unhealthy).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "src/server/main.ts"]
