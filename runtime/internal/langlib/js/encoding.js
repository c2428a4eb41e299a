// TextEncoder, TextDecoder (UTF-8, WHATWG Encoding) and atob/btoa
// (forgiving base64, HTML).
(function (g, host, IP, orig) {
  "use strict";
  // goja's own, recorded before the program could replace it.
  const defineProperty = orig["Object.defineProperty"];
  const def = (k, v) => defineProperty(g, k, { value: v, writable: true, configurable: true, enumerable: false });

  // utf8 encodes s; lone surrogates become U+FFFD.
  const utf8 = (s, out, max) => {
    let n = 0, read = 0;
    for (let i = 0; i < s.length; i++) {
      let c = s.charCodeAt(i), units = 1;
      if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
        const d = s.charCodeAt(i + 1);
        if (d >= 0xdc00 && d <= 0xdfff) { c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00); units = 2; }
      }
      if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd;
      const len = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
      if (n + len > max) break;
      if (len === 1) out[n++] = c;
      else if (len === 2) { out[n++] = 0xc0 | (c >> 6); out[n++] = 0x80 | (c & 63); }
      else if (len === 3) { out[n++] = 0xe0 | (c >> 12); out[n++] = 0x80 | ((c >> 6) & 63); out[n++] = 0x80 | (c & 63); }
      else { out[n++] = 0xf0 | (c >> 18); out[n++] = 0x80 | ((c >> 12) & 63); out[n++] = 0x80 | ((c >> 6) & 63); out[n++] = 0x80 | (c & 63); }
      if (units === 2) i++;
      read += units;
    }
    return { read, written: n };
  };

  class TextEncoder {
    get encoding() { return "utf-8"; }
    encode(input = "") {
      const s = String(input), buf = [];
      utf8(s, buf, Infinity);
      return new Uint8Array(buf);
    }
    encodeInto(source, dest) {
      if (!(dest instanceof Uint8Array)) throw new TypeError("The \"dest\" argument must be an instance of Uint8Array.");
      return utf8(String(source), dest, dest.length);
    }
    get [Symbol.toStringTag]() { return "TextEncoder"; }
  }

  const labels = ["unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "utf-8", "utf8", "x-unicode20utf8"];
  const latin1Labels = ["ansi_x3.4-1968", "ascii", "cp1252", "cp819", "csisolatin1", "ibm819", "iso-8859-1", "iso-ir-100",
    "iso8859-1", "iso88591", "iso_8859-1", "iso_8859-1:1987", "l1", "latin1", "us-ascii", "windows-1252", "x-cp1252"];
  const utf16Labels = ["csunicode", "iso-10646-ucs-2", "ucs-2", "unicode", "unicodefeff", "utf-16", "utf-16le"];
  // windows-1252 code points for bytes 0x80-0x9f (WHATWG Encoding index).
  const cp1252 = [0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
    0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178];
  const bytesOf = (input) => {
    if (input === undefined) return new Uint8Array(0);
    if (input instanceof ArrayBuffer) return new Uint8Array(input);
    if (ArrayBuffer.isView(input)) return new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
    throw new TypeError("The \"input\" argument must be an instance of ArrayBuffer or ArrayBufferView.");
  };
  class TextDecoder {
    #fatal; #ignoreBOM; #enc;
    constructor(label = "utf-8", options = {}) {
      const l = String(label).trim().toLowerCase();
      this.#enc = labels.includes(l) ? "utf-8" : latin1Labels.includes(l) ? "windows-1252" : utf16Labels.includes(l) ? "utf-16le" : "";
      if (this.#enc === "") throw new RangeError("The \"" + String(label) + "\" encoding is not supported");
      this.#fatal = Boolean(options && options.fatal);
      this.#ignoreBOM = Boolean(options && options.ignoreBOM);
    }
    get encoding() { return this.#enc; }
    get fatal() { return this.#fatal; }
    get ignoreBOM() { return this.#ignoreBOM; }
    decode(input, options) {
      const b = bytesOf(input);
      let out = "", chunk = [];
      const flush = () => { out += String.fromCharCode.apply(null, chunk); chunk = []; };
      const emit = (cp) => {
        if (cp > 0xffff) { cp -= 0x10000; chunk.push(0xd800 + (cp >> 10), 0xdc00 + (cp & 0x3ff)); }
        else chunk.push(cp);
        if (chunk.length > 8192) flush();
      };
      const bad = () => {
        if (this.#fatal) throw new TypeError("The encoded data was not valid for encoding utf-8");
        emit(0xfffd);
      };
      let i = 0;
      if (this.#enc === "windows-1252") {
        for (const c of b) emit(c >= 0x80 && c <= 0x9f ? cp1252[c - 0x80] : c);
        flush();
        return out;
      }
      if (this.#enc === "utf-16le") {
        if (!this.#ignoreBOM && b.length >= 2 && b[0] === 0xff && b[1] === 0xfe) i = 2;
        const units = [];
        for (; i + 1 < b.length; i += 2) units.push(b[i] | (b[i + 1] << 8));
        for (let k = 0; k < units.length; k++) {
          const u = units[k];
          if (u >= 0xd800 && u <= 0xdbff && k + 1 < units.length && units[k + 1] >= 0xdc00 && units[k + 1] <= 0xdfff) { chunk.push(u, units[++k]); continue; }
          if (u >= 0xd800 && u <= 0xdfff) { bad(); continue; }
          chunk.push(u);
        }
        if (i < b.length) bad();
        flush();
        return out;
      }
      if (!this.#ignoreBOM && b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) i = 3;
      while (i < b.length) {
        const c = b[i];
        if (c < 0x80) { emit(c); i++; continue; }
        let need, cp, lo = 0x80, hi = 0xbf;
        if (c >= 0xc2 && c <= 0xdf) { need = 1; cp = c & 0x1f; }
        else if (c >= 0xe0 && c <= 0xef) { need = 2; cp = c & 0xf; if (c === 0xe0) lo = 0xa0; if (c === 0xed) hi = 0x9f; }
        else if (c >= 0xf0 && c <= 0xf4) { need = 3; cp = c & 0x7; if (c === 0xf0) lo = 0x90; if (c === 0xf4) hi = 0x8f; }
        else { bad(); i++; continue; }
        let j = i + 1, ok = true;
        for (let k = 0; k < need; k++, j++) {
          if (j >= b.length || b[j] < lo || b[j] > hi) { ok = false; break; }
          cp = (cp << 6) | (b[j] & 0x3f);
          lo = 0x80; hi = 0xbf;
        }
        if (!ok) { bad(); i = j; continue; }
        emit(cp);
        i = j;
      }
      flush();
      return out;
    }
    get [Symbol.toStringTag]() { return "TextDecoder"; }
  }

  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  function btoa(data) {
    if (arguments.length === 0) throw new TypeError("The \"data\" argument must be specified");
    const s = String(data);
    let out = "";
    for (let i = 0; i < s.length; i += 3) {
      const a = s.charCodeAt(i), b = s.charCodeAt(i + 1), c = s.charCodeAt(i + 2);
      for (const x of [a, b, c]) if (x > 0xff) throw new g.DOMException("Invalid character", "InvalidCharacterError");
      const n = (a << 16) | ((b || 0) << 8) | (c || 0);
      out += alphabet[n >> 18] + alphabet[(n >> 12) & 63] +
        (i + 1 < s.length ? alphabet[(n >> 6) & 63] : "=") + (i + 2 < s.length ? alphabet[n & 63] : "=");
    }
    return out;
  }
  function atob(data) {
    if (arguments.length === 0) throw new TypeError("The \"data\" argument must be specified");
    let s = String(data).replace(/[\t\n\f\r ]+/g, "");
    if (s.length % 4 === 0) s = s.replace(/==?$/, "");
    const invalid = () => new g.DOMException("The string to be decoded is not correctly encoded.", "InvalidCharacterError");
    if (s.length % 4 === 1) throw invalid();
    let out = "", buf = 0, bits = 0;
    for (let i = 0; i < s.length; i++) {
      const v = alphabet.indexOf(s[i]);
      if (v < 0) throw invalid();
      buf = (buf << 6) | v; bits += 6;
      if (bits >= 8) { bits -= 8; out += String.fromCharCode((buf >> bits) & 0xff); }
    }
    return out;
  }
  def("TextEncoder", TextEncoder);
  def("TextDecoder", TextDecoder);
  def("btoa", btoa);
  def("atob", atob);
})
