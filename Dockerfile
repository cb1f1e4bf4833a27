# The platform image (ghcr.io/edge-vision/platform): the API by default, the operator with
# `node dist/operator/main.js`, as helm/edge-vision runs them. test/build/dist.test.ts runs the
# same build (`npm run build`) from the same layout (package.json, production node_modules,
# dist/) with NODE_ENV=production; keep the two in step.

# The official Node image; `npm run images:build` passes a Debian-based one made locally instead
# (scripts/images/bases.ts: the same Node and npm), where no registry is reachable.
ARG NODE_IMAGE=node:20.20.2-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# onnxruntime-node's install step would download the CUDA and TensorRT providers; the CPU runtime
# for linux x64 and arm64 ships inside the npm package (bin/napi-v6/linux/<arch>), as do sharp's
# prebuilt libvips binaries (@img/sharp-linux-<arch>). Scarf is swagger-ui's install telemetry.
ENV ONNXRUNTIME_NODE_INSTALL=skip \
    SCARF_ANALYTICS=false
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY api ./api
COPY operator ./operator
COPY contracts ./contracts
COPY console ./console
COPY clients/typescript ./clients/typescript
# The agent as the API serves it to devices at /setup/agent/{arch}: one archive per Linux
# architecture with that architecture's native modules (scripts/agent-bundle/build.ts).
COPY agent ./agent
COPY scripts/build-agent.ts ./scripts/build-agent.ts
COPY scripts/agent-bundle ./scripts/agent-bundle
# They carry OpenVINO's CPU runtime from PyPI's wheel: where the build mounts the host's CA bundle
# (npm run images:build, behind a TLS-re-signing proxy), Node trusts it for that download too.
RUN if [ -f /etc/ssl/certs/ca-certificates.crt ]; then export NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt; fi \
    && EDGE_VISION_CACHE=/tmp/edge-vision-cache npx tsx scripts/agent-bundle/build.ts dist/agent-bundles \
    && rm -rf /tmp/edge-vision-cache
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE}
ENV NODE_ENV=production
WORKDIR /app
# The chart runs as 10001 with a read-only root filesystem; the app's files stay root-owned.
RUN groupadd --system --gid 10001 edge-vision \
    && useradd --system --uid 10001 --gid edge-vision --no-create-home --shell /usr/sbin/nologin edge-vision
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The browser console, served by the API at / (CONSOLE_DIST_DIR defaults to console/dist).
COPY --from=build /app/console/dist ./console/dist
USER 10001:10001
# The API; the operator serves /healthz and /metrics on 8081.
EXPOSE 8080 8081
CMD ["node", "dist/api/main.js"]
