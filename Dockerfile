# syntax=docker/dockerfile:1
# The production image: the real-API build (`npm run build`, no Mirage, no dev tools) served by the official nginx image
# with deploy/nginx/default.conf.template. Run it with the two variables the template needs:
#   docker build -t backoffice .
#   docker run -p 8080:8080 -e NGINX_PORT=8080 -e API_UPSTREAM=http://api.internal:8080 backoffice

# --- build: Node as in .nvmrc / package.json engines
FROM node:20.20-bookworm-slim AS build
WORKDIR /app
# nothing downloads a browser (puppeteer-core never does; this says so for any other package)
ENV PUPPETEER_SKIP_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- serve
FROM nginx:1.28-alpine
# the image's entrypoint renders /etc/nginx/templates/*.template into /etc/nginx/conf.d/ at start-up
COPY deploy/nginx/default.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /app/dist/ /usr/share/nginx/html/
ENV NGINX_PORT=8080
# where the template's root points: the dist/ copied above
ENV NGINX_ROOT=/usr/share/nginx/html
# no default for API_UPSTREAM: without it the template keeps ${API_UPSTREAM} and nginx refuses to start
# (`unknown "api_upstream" variable`), which names what is missing
EXPOSE 8080
