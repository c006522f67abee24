// Development-only HTML pages (dev mailbox, test checkout). Outside development every /dev/* path is 404.
import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { type AppEnv, isDevLike } from "../env";
import { pageCsp, securityHeaders } from "../http/headers";
import { devMailPage } from "../mail/dev-mailbox";
import { testCheckoutPages } from "../payment/test-checkout";

export const devPages = new Hono<AppEnv>()
  .basePath("/dev")
  .use(requestId({ limitLength: 64 }))
  .use(async (c, next) => {
    if (!isDevLike(c.env)) return c.text("Not found", 404);
    await next();
    c.header("Cache-Control", "no-store");
  })
  .use(securityHeaders((env) => pageCsp(env)))
  .route("/", testCheckoutPages)
  .route("/", devMailPage);

devPages.notFound((c) => c.text("Not found", 404));
