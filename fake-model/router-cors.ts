/** CORS as the router answers it, for direct mode, where the browser calls the model itself. */
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/** The request headers the router accepts from a browser, besides any `x-*` one. */
const ROUTER_REQUEST_HEADERS = ['authorization', 'content-type', 'user-agent'];

export const routerCors: MiddlewareHandler = (c, next) => {
  const requested = (c.req.header('access-control-request-headers') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  // "x-*" is not valid CORS syntax, so name back whichever requested headers the real router accepts.
  const accepted = requested.filter((name) => ROUTER_REQUEST_HEADERS.includes(name) || name.startsWith('x-'));
  // Chrome asks before a page on a public origin may reach a local address; hono/cors has no option for it.
  if (c.req.header('access-control-request-private-network') === 'true') c.header('Access-Control-Allow-Private-Network', 'true');
  return cors({
    origin: '*',
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: accepted.length > 0 ? accepted : [...ROUTER_REQUEST_HEADERS, 'x-hf-bill-to'],
    exposeHeaders: ['x-request-id'],
    maxAge: 600,
  })(c, next);
};
