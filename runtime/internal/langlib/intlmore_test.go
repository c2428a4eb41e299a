package langlib_test

import "testing"

// TestIntlSegmenterLocale runs Intl.Segmenter and Intl.Locale (issue #40
// cause D) against what Node 22 returns for the same expressions
// (recorded with `node -e 'console.log(JSON.stringify(EXPR))'`).
func TestIntlSegmenterLocale(t *testing.T) {
	for _, tc := range []struct{ name, expr, node string }{
		{"words", `[...new Intl.Segmenter("en", { granularity: "word" }).segment("Hello, world! It's 3.5 km.")].map(s => [s.segment, s.index, s.isWordLike])`, `[["Hello",0,true],[",",5,false],[" ",6,false],["world",7,true],["!",12,false],[" ",13,false],["It's",14,true],[" ",18,false],["3.5",19,true],[" ",22,false],["km",23,true],[".",25,false]]`},
		{"graphemes", `[...new Intl.Segmenter().segment("e\u0301👍🏽a🇫🇷")].map(s => [s.segment, s.index, "isWordLike" in s])`, `[["é",0,false],["👍🏽",2,false],["a",6,false],["🇫🇷",7,false]]`},
		{"sentences", `[...new Intl.Segmenter("en", {granularity: "sentence"}).segment("Hi there. How are you? Fine.")].map(s => [s.segment, s.index])`, `[["Hi there. ",0],["How are you? ",10],["Fine.",23]]`},
		{"containing", `[new Intl.Segmenter("en", {granularity: "word"}).segment("ab cd").containing(3), new Intl.Segmenter().segment("ab").containing(5), new Intl.Segmenter().segment("ab").containing(-1)]`, `[{"segment":"cd","index":3,"input":"ab cd","isWordLike":true},null,null]`},
		{"word count", `[...new Intl.Segmenter("en", { granularity: "word" }).segment("The quick (\"brown\") fox can't jump 32.3 feet, right?")].filter((s) => s.isWordLike).length`, `9`},
		{"resolvedOptions", `[new Intl.Segmenter("fr-CA", {granularity: "word"}).resolvedOptions(), new Intl.Segmenter().resolvedOptions()]`, `[{"locale":"fr-CA","granularity":"word"},{"locale":"en-US","granularity":"grapheme"}]`},
		{"toStringTag", `[Object.prototype.toString.call(new Intl.Segmenter()), Object.prototype.toString.call(new Intl.Locale("en")), typeof Intl.Segmenter, typeof Intl.Locale]`, `["[object Intl.Segmenter]","[object Intl.Locale]","function","function"]`},
		{"bad granularity", `(() => { try { new Intl.Segmenter("en", {granularity: "x"}) } catch (e) { return e.name + ": " + e.message } })()`, `"RangeError: Value x out of range for Intl.Segmenter options property granularity"`},
		{"locale parts", `(() => { const l = new Intl.Locale("en-Latn-US"); return [l.language, l.script, l.region, l.baseName, l.toString(), Intl.getCanonicalLocales("EN-us")[0]]; })()`, `["en","Latn","US","en-Latn-US","en-Latn-US","en-US"]`},
		{"locale keywords", `(() => { const k = new Intl.Locale("ja-JP-u-ca-japanese-hc-h12", {numeric: true}); return [k.toString(), k.calendar, k.hourCycle, k.numeric, k.numberingSystem === undefined]; })()`, `["ja-JP-u-ca-japanese-hc-h12-kn","japanese","h12",true,true]`},
		{"locale options", `[new Intl.Locale("de", {region: "AT"}).toString(), new Intl.Locale("en", {calendar: "gregory", numberingSystem: "latn"}).toString(), new Intl.Locale(new Intl.Locale("fr-ca")).toString(), String(new Intl.Locale("EN-gb"))]`, `["de-AT","en-u-ca-gregory-nu-latn","fr-CA","en-GB"]`},
		{"maximize minimize", `[new Intl.Locale("zh").maximize().toString(), new Intl.Locale("zh-Hant-TW").minimize().toString(), new Intl.Locale("en-Latn-US").minimize().toString(), new Intl.Locale("sr").maximize().toString(), new Intl.Locale("en").maximize().toString(), new Intl.Locale("de-DE-u-ca-gregory").minimize().toString()]`, `["zh-Hans-CN","zh-TW","en","sr-Cyrl-RS","en-Latn-US","de-u-ca-gregory"]`},
		{"bad locale", `(() => { try { new Intl.Locale("x") } catch (e) { return e.name } })()`, `"RangeError"`},
		{"toLocaleString first", `[(1234.5).toLocaleString("en-US"), typeof Intl.Segmenter]`, `["1,234.5","function"]`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := runTS(t, newVM(t, true), "return JSON.stringify("+tc.expr+")")
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.node {
				t.Errorf("got  %s\nnode %s", got, tc.node)
			}
		})
	}
}
