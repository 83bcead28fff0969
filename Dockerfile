# The shop in one image: the web app and the server built in one stage, only production
# dependencies in the image that runs, as the unprivileged `node` user, data in a volume.
# Build: docker build -t snsshop .   Run with PostgreSQL: docker compose up -d (see compose.yaml)
# Node 24, the LTS line CI runs the test suite on (.ci/run); all three stages use the same image, so the
# native modules compiled in `deps` match the Node that runs them.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Native modules (better-sqlite3, argon2) fall back to compiling when no prebuilt binary fits.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/server apps/server
COPY apps/web apps/web
RUN npm run build

FROM node:24-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --no-audit --no-fund -w apps/server

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 API_PORT=3001 DATA_DIR=/app/data
WORKDIR /app
COPY --from=deps /app /app
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
# SQLite file, backups and the generated token key live here; with PostgreSQL only the key (or set TOKEN_SECRET).
VOLUME /app/data
EXPOSE 3000 3001
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/rest/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1 and handles SIGTERM: the shop stops taking requests and finishes its sweeps.
CMD ["node", "apps/server/dist/index.js"]
