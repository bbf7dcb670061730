"""dojo.demo and dojo.playground: the hand-made embeddings tell the seed articles' stories."""

from __future__ import annotations

import numpy as np
import pytest

from dojo import attention_math as am
from dojo import demo, playground


def weights_of(sentence: str, word: str) -> dict[str, float]:
    inp = demo.self_inputs(sentence)
    _, w = am.scaled_dot_product_attention(inp.q, inp.k, inp.v)
    i = inp.q_tokens.index(word)
    return {f"{j}:{t}": float(w[i, j]) for j, t in enumerate(inp.k_tokens)}


def top(d: dict[str, float], n: int, exclude: str = "") -> list[str]:
    return [k.split(":", 1)[1] for k, _ in sorted(d.items(), key=lambda kv: -kv[1]) if not k.endswith(":" + exclude)][:n]


def test_apple_the_company_attends_to_iphone_and_released():
    assert set(top(weights_of("Apple released a new iPhone", "Apple"), 2, exclude="Apple")) == {"iPhone", "released"}


def test_apple_the_fruit_attends_to_ate_and_lunch():
    assert set(top(weights_of("I ate an apple after lunch", "apple"), 2, exclude="apple")) == {"ate", "lunch"}


def test_hotpot_takes_spicy_and_sichuan_not_a():
    w = weights_of("a spicy Sichuan hotpot", "hotpot")
    assert set(top(w, 2, exclude="hotpot")) == {"spicy", "Sichuan"} and w["0:a"] < 0.05


@pytest.mark.parametrize("sentence,pronoun,referent,other", [
    ("The doctor gave the patient medicine because he was sick", "he", "patient", "doctor"),
    ("The museum refused the sculpture because it was pricey", "it", "sculpture", "museum"),
])
def test_pronouns_find_their_referent(sentence, pronoun, referent, other):
    w = weights_of(sentence, pronoun)
    toks = demo.tokenize(sentence)
    assert top(w, 1) == [referent]
    assert w[f"{toks.index(referent)}:{referent}"] > 2 * w[f"{toks.index(other)}:{other}"]


def test_cross_attention_aligns_each_english_word_with_its_translation():
    for en, zh in demo.CROSS_PAIRS:
        inp = demo.cross_inputs(en, zh)
        _, w = am.scaled_dot_product_attention(*demo.cross_qkv(inp))
        for i, word in enumerate(inp.q_tokens):
            best = inp.k_tokens[int(np.argmax(w[i]))]
            assert demo.ZH_TRANSLATION.get(best, best).lower() == word.lower() or word.lower() in ("a", "an"), (word, best)


def test_tokenize_english_chinese_and_unknown_words():
    assert demo.tokenize("The cat drank milk.") == ["The", "cat", "drank", "milk"]
    assert demo.tokenize("我午饭后吃了一个苹果") == ["我", "午饭", "后", "吃", "了", "一个", "苹果"]
    e, unknown = demo.embed(["cat", "zebra"])
    assert unknown == ["zebra"] and e.shape == (2, demo.D_MODEL)
    assert np.array_equal(demo.embed(["zebra"])[0], demo.embed(["zebra"])[0])  # deterministic


@pytest.mark.parametrize("mask", playground.MASKS)
@pytest.mark.parametrize("heads", [1, 2, 4])
def test_playground_steps_agree_with_multi_head_attention(mask, heads):
    s = playground.compute("The doctor gave the patient medicine because he was sick", mask, heads)
    T = len(s.tokens)
    assert s.weights.shape == (heads, T, T) and s.d_k == demo.D_MODEL // heads
    m = None if s.mask is None else s.mask
    out, w = am.multi_head_attention(s.E[None], s.E[None], demo.W_Q, demo.W_K, demo.W_V, demo.W_O, heads, m)
    np.testing.assert_allclose(s.weights, w[0], atol=1e-12)
    np.testing.assert_allclose(s.delta, out[0], atol=1e-12)
    np.testing.assert_allclose(s.new, s.E + s.delta)
    np.testing.assert_allclose(s.scaled, s.scores / np.sqrt(s.d_k))
    if mask == "causal":
        assert np.isneginf(s.masked[:, 0, 1:]).all()
    if mask == "padding":
        assert s.tokens[-1] == demo.PAD and (s.weights[:, :, -playground.N_PAD:] == 0).all()
    np.testing.assert_allclose(s.weights.sum(-1), 1.0)


def test_playground_gains_name_the_context_features():
    s = playground.compute("a spicy Sichuan hotpot", "none", 1)
    names = [n for n, _ in playground.gains(s, 3, [f for f, _ in demo.FEATURES])]
    assert "describes" in names  # hotpot took on spicy's and Sichuan's describing features
