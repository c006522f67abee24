// The resume fonts (worker/fonts/families.ts) as static assets under /fonts/: copied (hard-linked) from
// node_modules into the client build, and served from a staging folder by the dev server. They stay out of
// the Worker bundle; the Worker reads them through its ASSETS binding when a resume needs them.
import { createReadStream } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { stageFonts } from "../lib/fonts.ts";

export function resumeFonts(): Plugin {
  const devDir = path.resolve(import.meta.dirname, "../../node_modules/.cache/tailorcv-assets");
  return {
    name: "tailorcv-resume-fonts",
    configureServer(server) {
      stageFonts(devDir);
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split("?")[0] ?? "";
        const m = /^\/fonts\/([a-z0-9-]+\.woff|catalog\.json)$/.exec(url);
        if (!m) return next();
        res.setHeader("content-type", m[1]!.endsWith(".json") ? "application/json" : "font/woff");
        createReadStream(path.join(devDir, "fonts", m[1]!))
          .on("error", () => {
            res.statusCode = 404;
            res.end();
          })
          .pipe(res);
      });
    },
    writeBundle(options) {
      if (this.environment.name === "client" && options.dir) stageFonts(options.dir);
    },
  };
}
