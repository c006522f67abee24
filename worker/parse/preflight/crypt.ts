// Decryption for the standard security handler with an empty user password (files that open without a password
// but carry an owner password and encrypted streams). The preflight must see those streams as pdf.js will:
// otherwise a bomb would only need an owner password to pass unchecked. Files that need a user password are
// refused by pdf.js before it reads any content, so they need no key here.
import type { Dict, PdfObj, Value } from "./objects.ts";

export interface Crypt {
  /** Decrypts one stream's stored bytes (object number and generation select the key for RC4/AESV2). */
  decrypt(o: PdfObj, data: Uint8Array): Promise<Uint8Array>;
}

const PAD = Uint8Array.from([
  0x28, 0xbf, 0x4e, 0x5e, 0x4e, 0x75, 0x8a, 0x41, 0x64, 0x00, 0x4e, 0x56, 0xff, 0xfa, 0x01, 0x08, 0x2e, 0x2e, 0x00, 0xb6, 0xd0, 0x68, 0x3e,
  0x80, 0x2f, 0x0c, 0xa9, 0xfe, 0x64, 0x53, 0x69, 0x7a,
]);

const bytesOf = (v: Value | undefined): Uint8Array =>
  typeof v === "string" ? Uint8Array.from(v, (c) => c.charCodeAt(0) & 0xff) : new Uint8Array(0);
const cat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The decryptor for an encryption dictionary and the file's first ID string, or null when the file needs a user
 * password or uses a handler pdf.js does not open either.
 */
export async function standardCrypt(
  enc: Dict,
  id0: Uint8Array,
  num: (k: string) => number | undefined,
  name: (v: Value | undefined) => string | undefined,
): Promise<Crypt | null> {
  if (name(enc.get("Filter")) !== "Standard") return null;
  const v = num("V") ?? 0;
  const r = num("R") ?? 0;
  const o = bytesOf(enc.get("O"));
  const u = bytesOf(enc.get("U"));
  // Stream crypt filter: V4/V5 name it in /StmF (Identity = not encrypted).
  let method = "V2";
  if (v >= 4) {
    const stmf = name(enc.get("StmF")) ?? "Identity";
    if (stmf === "Identity") return { decrypt: async (_o, d) => d };
    const cf = enc.get("CF");
    const filter = cf instanceof Map ? cf.get(stmf) : undefined;
    method = (filter instanceof Map ? name(filter.get("CFM")) : undefined) ?? "None";
    if (method === "None") return { decrypt: async (_o, d) => d };
  }
  if (r >= 5) {
    const key = await aesV3Key(r, u, bytesOf(enc.get("UE")));
    if (!key) return null;
    return { decrypt: (_o, d) => aesDecrypt(key, d) };
  }
  const length = v === 1 ? 40 : (num("Length") ?? 40);
  const n = Math.max(5, Math.min(16, Math.floor(length / 8)));
  const p = num("P") ?? 0;
  const encryptMetadata = enc.get("EncryptMetadata") !== false;
  let h = md5(
    cat(
      PAD,
      o.subarray(0, 32),
      Uint8Array.from([p & 255, (p >> 8) & 255, (p >> 16) & 255, (p >>> 24) & 255]),
      id0,
      r >= 4 && !encryptMetadata ? Uint8Array.from([255, 255, 255, 255]) : new Uint8Array(0),
    ),
  );
  if (r >= 3) for (let i = 0; i < 50; i++) h = md5(h.subarray(0, n));
  const key = h.slice(0, n);
  // Check the empty password against /U.
  if (r === 2) {
    if (!equal(rc4(key, PAD), u.subarray(0, 32))) return null;
  } else {
    let x = rc4(key, md5(cat(PAD, id0)));
    for (let i = 1; i <= 19; i++)
      x = rc4(
        key.map((b) => b ^ i),
        x,
      );
    if (!equal(x, u.subarray(0, 16))) return null;
  }
  const aes = method === "AESV2";
  return {
    decrypt: async (obj, d) => {
      const num = obj.num ?? 0;
      const gen = obj.gen ?? 0;
      const objKey = md5(
        cat(
          key,
          Uint8Array.from([num & 255, (num >> 8) & 255, (num >> 16) & 255, gen & 255, (gen >> 8) & 255]),
          aes ? Uint8Array.from([0x73, 0x41, 0x6c, 0x54]) : new Uint8Array(0),
        ),
      ).subarray(0, Math.min(n + 5, 16));
      return aes ? aesDecrypt(objKey, d) : rc4(objKey, d);
    },
  };
}

async function aesV3Key(r: number, u: Uint8Array, ue: Uint8Array): Promise<Uint8Array | null> {
  if (u.length < 48 || ue.length < 32) return null;
  const check = r === 5 ? await sha("SHA-256", u.subarray(32, 40)) : await hash2B(u.subarray(32, 40));
  if (!equal(check.subarray(0, 32), u.subarray(0, 32))) return null;
  const k = r === 5 ? await sha("SHA-256", u.subarray(40, 48)) : await hash2B(u.subarray(40, 48));
  return aesCbcNoPad(k.subarray(0, 32), new Uint8Array(16), ue.subarray(0, 32));
}

const sha = async (alg: string, data: Uint8Array) => new Uint8Array(await crypto.subtle.digest(alg, data as Uint8Array<ArrayBuffer>));

/** ISO 32000-2's hash for revision 6, for the empty password and no user key. */
async function hash2B(salt: Uint8Array): Promise<Uint8Array> {
  let k = await sha("SHA-256", salt);
  for (let i = 0; ; i++) {
    const k1 = new Uint8Array(64 * k.length);
    for (let j = 0; j < 64; j++) k1.set(k, j * k.length);
    const aesKey = await crypto.subtle.importKey("raw", k.slice(0, 16), "AES-CBC", false, ["encrypt"]);
    // WebCrypto always pads; the input is a multiple of 16 bytes, so the padding is one extra block to drop.
    const e = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-CBC", iv: k.slice(16, 32) }, aesKey, k1)).subarray(0, k1.length);
    let sum = 0;
    for (let j = 0; j < 16; j++) sum += e[j]!;
    k = await sha(["SHA-256", "SHA-384", "SHA-512"][sum % 3]!, e);
    if (i >= 63 && e[e.length - 1]! <= i + 1 - 32) break;
  }
  return k.subarray(0, 32);
}

/** AES-CBC with the IV in the first block, padding removed leniently (pdf.js's way). */
async function aesDecrypt(key: Uint8Array, d: Uint8Array): Promise<Uint8Array> {
  if (d.length < 32) return new Uint8Array(0);
  const body = d.subarray(16, 16 + Math.floor((d.length - 16) / 16) * 16);
  const out = await aesCbcNoPad(key, d.subarray(0, 16), body);
  const pad = out[out.length - 1] ?? 0;
  return pad >= 1 && pad <= 16 ? out.subarray(0, out.length - pad) : out;
}

/**
 * AES-CBC decryption without padding checks. WebCrypto insists on valid padding, so one more block is appended
 * that decrypts to a full padding block: E(key, pad ⊕ last ciphertext block).
 */
async function aesCbcNoPad(key: Uint8Array, iv: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  if (data.length === 0) return data;
  const k = await crypto.subtle.importKey("raw", key as Uint8Array<ArrayBuffer>, "AES-CBC", false, ["encrypt", "decrypt"]);
  const last = data.slice(data.length - 16);
  const padBlock = new Uint8Array(16).fill(16);
  const extra = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-CBC", iv: last }, k, padBlock)).subarray(0, 16);
  const plain = await crypto.subtle.decrypt({ name: "AES-CBC", iv: iv.slice() }, k, cat(data, extra) as Uint8Array<ArrayBuffer>);
  return new Uint8Array(plain);
}

export function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const s = new Uint8Array(256);
  for (let i = 0; i < 256; i++) s[i] = i;
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = new Uint8Array(data.length);
  for (let k = 0, i = 0, j = 0; k < data.length; k++) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[k] = data[k]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

// MD5 (RFC 1321): WebCrypto has no MD5, and revisions 2–4 derive their keys with it.
const S = [
  7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 4, 11, 16, 23, 4, 11,
  16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
];
const K = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0);

export function md5(msg: Uint8Array): Uint8Array {
  const len = msg.length;
  const padded = new Uint8Array(((len + 8) >> 6) * 64 + 64);
  padded.set(msg);
  padded[len] = 0x80;
  const bits = len * 8;
  const dv = new DataView(padded.buffer);
  dv.setUint32(padded.length - 8, bits >>> 0, true);
  dv.setUint32(padded.length - 4, Math.floor(bits / 2 ** 32), true);
  let a0 = 0x67452301;
  let b0 = 0xefcdab89;
  let c0 = 0x98badcfe;
  let d0 = 0x10325476;
  for (let off = 0; off < padded.length; off += 64) {
    let a = a0;
    let b = b0;
    let c = c0;
    let d = d0;
    for (let i = 0; i < 64; i++) {
      let f: number;
      let g: number;
      if (i < 16) {
        f = (b & c) | (~b & d);
        g = i;
      } else if (i < 32) {
        f = (d & b) | (~d & c);
        g = (5 * i + 1) % 16;
      } else if (i < 48) {
        f = b ^ c ^ d;
        g = (3 * i + 5) % 16;
      } else {
        f = c ^ (b | ~d);
        g = (7 * i) % 16;
      }
      const t = d;
      d = c;
      c = b;
      const x = (a + f + K[i]! + dv.getUint32(off + g * 4, true)) | 0;
      b = (b + ((x << S[i]!) | (x >>> (32 - S[i]!)))) | 0;
      a = t;
    }
    a0 = (a0 + a) | 0;
    b0 = (b0 + b) | 0;
    c0 = (c0 + c) | 0;
    d0 = (d0 + d) | 0;
  }
  const out = new Uint8Array(16);
  const ov = new DataView(out.buffer);
  ov.setUint32(0, a0, true);
  ov.setUint32(4, b0, true);
  ov.setUint32(8, c0, true);
  ov.setUint32(12, d0, true);
  return out;
}
