// Package discovery finds tools in large catalogs and sizes the SDK a
// model is offered.
//
// A [Catalog] is built once per tool set ([New]) and is immutable and
// safe for concurrent use. [Catalog.Search] ranks tools for a task phrased
// in words by BM25F over four fields — the tool's name (split at "_", "-"
// and camelCase), its server's name, its description, and its parameters'
// names, descriptions and enum values — with light English stemming, a
// small curated synonym map (synonyms.go) and product aliases ("k8s");
// bare numbers and generic action verbs weigh less than the objects of a
// request; a query word no tool uses is expanded through static word
// vectors embedded in the package (vectors.go, made by internal/vecgen);
// and the best hits are reranked by a linear ranker over a few features
// (BM25F, how much of the tool's name the query says and the reverse, a
// soft match through the word vectors, the server named, the generic
// action asked for), its weights fitted on the tuning query sets
// (ranker.go, TestFitRanker).
// When a query names a server of the catalog ("open a GitLab issue"),
// tools of other servers that do not mention it rank lower, so that the
// product decides between servers offering the same action.
// [Catalog.Describe] returns the full TypeScript declarations of tools, as
// in the full SDK.
//
// [Catalog.Offer] picks the most complete rendering of the catalog that
// fits a token budget ([CountTokens], an embedded cl100k_base tokenizer)
// or a byte bound: the full SDK, then signatures without comments, then
// names with one-line summaries by server, then names by server, then
// servers with tool counts ([Tier]). Every tier declares the codemode
// namespace the caller passes, so programs can find what the offer leaves
// out. Nothing depends on the order of the tools.
//
// The package is pure: no I/O, no JavaScript engine.
package discovery
