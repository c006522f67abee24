// Default answers of the fake outside services. Each area registers its own below.
import { registerFake } from "./server";
import "./stripe";
import "./google";

// Mail API (MailChannels-style): accept every message.
registerFake("/mail/", (req) => (req.method === "POST" ? { status: 202, body: { ok: true } } : null));
