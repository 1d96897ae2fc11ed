# syntax=docker/dockerfile:1
# Протоколист: one image for the API and the worker (APP_ROLE picks). See compose.yaml and docs/scaling.md.
#   docker build -t protocolist .

# --- build: dependencies with dev tools, the web app built (with its .br/.gz files), then dev tools dropped
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w apps/web && npm prune --omit=dev --no-audit --no-fund

# --- runtime: Node 24 slim with ffmpeg/ffprobe; the server runs its TypeScript sources directly (no build step)
FROM node:24-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg ca-certificates \
  && rm -rf /var/lib/apt/lists/*
# malloc: two arenas instead of one per thread, and freed memory above 128 kB at the top of the heap given back
# (glibc otherwise raises that threshold as it goes, up to 64 MB): what start-up (PGlite's WebAssembly compiled on
# several threads) allocates and frees stayed resident, 305 MB of an idle server, now 239 (bench/memory.mjs, issue 26).
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    MALLOC_TRIM_THRESHOLD_=131072 \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/var/lib/protocolist
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/packages/contracts packages/contracts
COPY --from=build /app/apps/server apps/server
COPY --from=build /app/apps/web/package.json apps/web/package.json
COPY --from=build /app/apps/web/dist apps/web/dist
# Speech models (hundreds of MB) live on a volume shared by the API (model manager page) and the workers, so an
# image upgrade does not download them again.
RUN mkdir -p /var/lib/protocolist/models && chown -R node:node /var/lib/protocolist
USER node
VOLUME ["/var/lib/protocolist/models"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# A 1 MB young generation: the burst of garbage while the modules load otherwise leaves ~100 MB of V8 pages
# resident for good; PGlite's WebAssembly compiled as its functions are first run (bench/memory.mjs). The same
# flags in apps/server/package.json and scripts/start.mjs.
CMD ["node", "--max-semi-space-size=1", "--wasm-lazy-compilation", "apps/server/src/main.ts"]
