# Not built on the development machine (no Docker there): kept minimal, doing what `.ci/run` and
# `npm start` do. Build stage: the README's `npm ci` + `npm run build`; runtime stage: production
# dependencies, the built site and the TypeScript sources Node 24 runs directly, as user `node`.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=root:root /app/package.json /app/package-lock.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/build ./build
COPY --from=build --chown=root:root /app/drizzle ./drizzle
COPY --from=build --chown=root:root /app/src ./src
# The embedded database and the generated secrets: the service's user only (the server also sets
# 0700/0600 at boot, whatever the umask).
RUN install -d -m 0700 -o node -g node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Readiness, not liveness: an instance that is starting, draining or without its database is
# taken out of rotation (and restarted by the orchestrator if it stays unhealthy).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "src/server/main.ts"]
