// The settings panel offers only what the engine allows: every rule option a game's page
// plug-in lists exists in the engine's option specifications (www/js/option-specs.js,
// generated from the Rust options types), every value it offers is one the engine accepts,
// and the engine's default is among the offered values. No browser needed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { OPTION_SPECS } from "../../www/js/option-specs.js";
import euchre from "../../www/js/games/euchre.js";
import sixtySix from "../../www/js/games/sixty_six.js";
import sixtyThree from "../../www/js/games/sixty_three.js";

for (const plugin of [euchre, sixtySix, sixtyThree]) {
  test(`${plugin.id}: the page's rule options agree with the engine's specifications`, () => {
    const specs = OPTION_SPECS[plugin.id];
    assert.ok(specs && specs.length >= 10, `specs for ${plugin.id}`);
    let ruleOptions = 0;
    for (const o of plugin.options) {
      if (o.default !== undefined) continue; // a page-only setting (Sixty-six's preset)
      ruleOptions++;
      const spec = specs.find((s) => s.key === o.key);
      assert.ok(spec, `${plugin.id}.${o.key} is not an engine option`);
      if (o.type === "bool") {
        assert.equal(spec.kind, "bool", `${plugin.id}.${o.key}`);
        continue;
      }
      const offered = (o.choices ?? []).map(([v]) => v);
      assert.ok(offered.includes(spec.default), `${plugin.id}.${o.key}: default ${spec.default} not offered`);
      for (const v of offered) {
        const ok = spec.kind === "int" ? v >= spec.min && v <= spec.max : spec.choices.includes(v);
        assert.ok(ok, `${plugin.id}.${o.key}: the page offers ${v}, the engine allows ${JSON.stringify(spec.choices)}`);
      }
    }
    assert.ok(ruleOptions >= 3, `${plugin.id}: ${ruleOptions} rule options`);
  });
}

test("Schnapsen's specifications carry the §15.4 defaults", () => {
  const deck = OPTION_SPECS.schnapsen.find((s) => s.key === "deck");
  assert.equal(deck.default, 20);
  assert.equal(OPTION_SPECS.sixty_six.find((s) => s.key === "deck").default, 24);
});
