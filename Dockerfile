# syntax=docker/dockerfile:1
# Raqam's production image: the storefront's build and the server's build, run by plain Node as in
# `pnpm --filter @raqam/server start` (the command every test and the benchmark run). docs/deploy.md.
ARG NODE_VERSION=24.21.0

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /src
RUN npm install --global pnpm@12.21.0
COPY . .
RUN pnpm install --frozen-lockfile
RUN pnpm exec turbo run build --filter=@raqam/web... --filter=@raqam/server...
# The server with its production dependencies only, and the two things it reads beside it at run time
# (the built storefront and the contract), at the same relative places as in the repository.
RUN pnpm --filter @raqam/server deploy --prod /srv/apps/server \
 && mkdir -p /srv/apps/web /srv/openapi \
 && cp -r apps/web/dist /srv/apps/web/dist \
 && cp openapi/openapi.yaml /srv/openapi/openapi.yaml

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
COPY --from=build --chown=node:node /srv /srv
WORKDIR /srv/apps/server
USER node
EXPOSE 3000
# Readiness: 503 while the database is away or the server is stopping (GET /api/v1.0/health).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/v1.0/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/main.js"]
