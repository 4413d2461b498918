# Niaga: one image for every API instance (README "Operasi: beberapa instans di PostgreSQL").
# Build: docker build -t niaga:latest .   Run: see deploy/compose.yaml.

# --- build: every dependency, the client and the server bundle ---
FROM node:20-bookworm-slim AS build
WORKDIR /app
# argon2 and better-sqlite3 ship prebuilt binaries; the tools are the fallback when none fits.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund

# --- run: production packages, the build, no compilers, not root ---
FROM node:20-bookworm-slim
# postgresql-client: pg_dump and pg_restore for `npm run backup` / `npm run restore` (15, as the database).
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client tini \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    NIAGA_UPLOAD_DIR=/var/lib/niaga/uploads \
    NIAGA_BACKUP_DIR=/var/lib/niaga/backup
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
RUN mkdir -p /var/lib/niaga/uploads /var/lib/niaga/backup /app/data \
 && chown -R node:node /var/lib/niaga /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# tini passes SIGTERM to node, which finishes the requests in flight before it exits (graceful shutdown).
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "dist/server/main.js"]
