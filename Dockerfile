# One process for one machine: the built site and the waitlist endpoint on one origin
# (npm run serve), sign-ups in the embedded database under /data, or in DATABASE_URL's.
#   docker build --build-arg SITE_URL=https://restwell.com -t restwell .
#   docker run --restart unless-stopped -p 3000:3000 -v restwell-data:/data -e WAITLIST_ADMIN_TOKEN=… restwell
# Behind a reverse proxy (TLS), add -e TRUST_PROXY=1 (one per proxy in front), so each visitor
# has a rate limit of its own; leave it unset when clients connect straight to the container.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG SITE_URL=https://restwell.example
ENV SITE_URL=$SITE_URL \
    VITE_WAITLIST_ENDPOINT=/api/waitlist
RUN npm run build
ENV NODE_ENV=production \
    PORT=3000 \
    WAITLIST_DATA_DIR=/data/waitlist
RUN mkdir -p /data && chown node:node /data
VOLUME /data
EXPOSE 3000
# The process exits non-zero when its database fails for good: run it with --restart unless-stopped.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
USER node
CMD ["node", "node_modules/tsx/dist/cli.mjs", "server/node.ts"]
