# The site and its waitlist server, one process on one origin (docs/deploying.md):
#   docker build --build-arg SITE_URL=https://restwell.com -t restwell .
#   docker run --restart unless-stopped -p 3000:3000 -v restwell-data:/data \
#     -e WAITLIST_SECRET=k1:… -e WAITLIST_ADMIN_TOKEN=… -e SMTP_URL=… restwell
# Behind a reverse proxy (TLS), add -e TRUST_PROXY=1 (one per proxy in front), so each visitor
# has a rate limit of its own; leave it unset when clients connect straight to the container.
# CI runs these same steps on a plain host, on the same Node (tests/deploy/production-start.ts).
ARG SITE_URL=https://restwell.example

# The build: every dependency, then the site into dist/ and its server into dist-server/.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG SITE_URL
ENV SITE_URL=$SITE_URL \
    VITE_WAITLIST_ENDPOINT=/api/waitlist
RUN npm run build

# What runs: the built files and the runtime dependencies alone, as the unprivileged node user.
FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ARG SITE_URL
ENV NODE_ENV=production \
    SITE_URL=$SITE_URL \
    PORT=3000 \
    WAITLIST_DATA_DIR=/data/waitlist
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
RUN mkdir -p /data && chown node:node /data
VOLUME /data
EXPOSE 3000
# The process exits non-zero when its database fails for good: run it with --restart unless-stopped.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
USER node
CMD ["node", "dist-server/node.js"]
