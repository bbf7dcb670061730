"""The built-in quiz: enough questions, both languages, the seed articles covered, keys hidden."""

from __future__ import annotations

import json
import math
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import numpy as np
import pytest
import yaml

from grader.pack import BUILTIN_PACK
from grader.quiz import check, load_quiz, validate_quiz
from grader.quiz.checking import expected_answer, explanation, numeric_expected
from grader.quiz.loader import question_languages
from grader.quiz.schema import KINDS, ExplainKey, NumericKey

ROOT = BUILTIN_PACK
CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture(scope="module")
def quiz():
    return load_quiz()


def test_the_builtin_quiz_validates():
    assert validate_quiz(ROOT) == []


def test_at_least_40_questions_of_every_kind(quiz):
    assert len(quiz) >= 40
    kinds = Counter(it.kind for it in quiz.items.values())
    assert set(kinds) == set(KINDS), kinds
    assert kinds["numeric"] >= 4 and kinds["ordering"] >= 2 and kinds["explain"] >= 3


def test_every_question_in_both_languages(quiz):
    for it in quiz.items.values():
        assert question_languages(it.question) == ["en", "zh"], it.id
        assert CJK.search(it.question.prompt.zh), f"{it.id}: the Chinese prompt has no Chinese"
        assert it.key is not None, it.id


def test_every_question_has_an_explanation_in_both_languages(quiz):
    for it in quiz.items.values():
        inst = quiz.instantiate(it.id, 3)
        en, zh = explanation(quiz, inst, "en"), explanation(quiz, inst, "zh")
        assert len(en) > 40 and len(zh) > 20, it.id
        assert CJK.search(zh) and not CJK.search(en.replace("问路", "")), it.id
        if isinstance(it.key, ExplainKey):
            assert len(it.key.checklist) >= 3


@pytest.mark.parametrize("needle", [
    "static", "apple", "bank", "résumé", "Q asks the way", "√d_k", "one-hot", "−∞", "newest token",
    "doctor", "museum", "concatenat", "W_O", "cross-attention", "decoder-only", "E + ΔE", "hotpot",
    "KV cache", "padding", "Dog = [2, 3]", "GPT-3", "parameters",
])
def test_the_seed_articles_are_covered(quiz, needle):
    """Each idea of the two seed articles is asked about (prompt or choices)."""
    def text(it):
        q = it.question
        parts = [q.prompt.en] + [c.text.en for c in getattr(q, "choices", [])] + [c.text.en for c in getattr(q, "items", [])]
        return " ".join(parts)
    assert any(needle.lower() in text(it).lower() for it in quiz.items.values()), needle


def test_topics_are_spread(quiz):
    topics = Counter(it.topic for it in quiz.items.values())
    for t in ("embeddings", "context", "qkv", "scaling", "softmax", "masking", "decoding", "multi_head",
              "architectures", "residual"):
        assert topics[t] >= 2, (t, topics)
    for t in topics:
        assert quiz.topic_label(t, "en") != t, f"topic {t!r} has no title"
        assert quiz.topic_label(t, "zh") != quiz.topic_label(t, "en") or t == "softmax"


def test_single_choice_answers_are_not_always_the_first_choice(quiz):
    firsts = [it.key.correct == it.question.choices[0].id for it in quiz.items.values() if it.kind == "single_choice"]
    assert sum(firsts) / len(firsts) < 0.4


# ------------------------------------------------------------------ keys stay hidden


def _key_texts(quiz) -> list[str]:
    out = []
    for it in quiz.items.values():
        k = it.key
        for field in ("explanation", "model_answer"):
            v = getattr(k, field, None)
            if v is not None:
                out += [v.en, v.zh]
        for p in getattr(k, "checklist", []):
            out += [p.en, p.zh]
        for v in getattr(k, "why", {}).values():
            out += [v.en, v.zh]
    return [s for s in out if len(s) > 25]


def test_learner_files_hold_no_answers(quiz):
    texts = _key_texts(quiz)
    for name in yaml.safe_load((ROOT / "pack.yaml").read_text(encoding="utf-8"))["quiz"]:
        raw = (ROOT / "quiz" / name).read_text(encoding="utf-8")
        for word in ("correct:", "answer:", "explanation:", "model_answer:", "checklist:", "order:", "why:", "expr:"):
            assert word not in raw, (name, word)
        data = json.dumps(yaml.safe_load(raw), ensure_ascii=False)
        for s in texts:
            assert s[:60] not in data, (name, s[:60])


def test_ordering_items_are_not_listed_in_the_answer_order(quiz):
    for it in quiz.items.values():
        if it.kind == "ordering":
            assert [c.id for c in it.question.items] != list(it.key.order)


def test_list_json_prints_no_key_material(quiz):
    r = subprocess.run([sys.executable, "-m", "grader", "quiz", "--list", "--json"], cwd=ROOT, capture_output=True,
                       text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stderr == ""
    rows = json.loads(r.stdout)
    assert len(rows) >= 40
    assert all(set(row) == {"id", "kind", "languages", "topic"} for row in rows)
    assert all(row["languages"] == ["en", "zh"] for row in rows)
    assert [row["id"] for row in rows] == list(quiz.items)
    for s in _key_texts(quiz):
        assert s[:40] not in r.stdout


# ------------------------------------------------------------------ randomised numeric questions


def _softmax(x):
    e = np.exp(np.asarray(x, float) - np.max(x))
    return list(e / e.sum())


# An independent computation of every numeric question of the built-in pack, from its parameters.
INDEPENDENT = {
    "emb_dot_product": lambda p: float(np.dot(p["a"], p["b"])),
    "emb_cosine": lambda p: float(np.dot(p["a"], p["b"]) / (np.linalg.norm(p["a"]) * np.linalg.norm(p["b"]))),
    "qkv_hotpot_update": lambda p: list(np.add(p["e"], 0.4 * np.array(p["v1"]) + 0.4 * np.array(p["v2"]) + 0.2 * np.array(p["v3"]))),
    "eff_quadratic": lambda p: p["n"] ** 2,
    "sc_sqrt_dk": lambda p: math.sqrt(p["d_k"]),
    "sc_divide_score": lambda p: p["score"] / math.sqrt(p["d_k"]),
    "sc_softmax_three": lambda p: _softmax(p["x"]),
    "mk_causal_count": lambda p: sum(i + 1 for i in range(p["n"])),
    "mk_cache_visible": lambda p: p["c"] + p["j"],
    "dec_kv_cache_size": lambda p: 2 * p["layers"] * p["tokens"] * p["d_model"],
    "mh_head_dim": lambda p: p["d_model"] / p["h"],
    "mh_params": lambda p: 4 * p["d_model"] ** 2 + 4 * p["d_model"],
    "arch_cross_count": lambda p: p["h"] * p["t"] * p["s"],
}


def test_every_numeric_question_has_an_independent_check(quiz):
    assert {it.id for it in quiz.items.values() if it.kind == "numeric"} == set(INDEPENDENT)


@pytest.mark.parametrize("qid", sorted(INDEPENDENT))
def test_numeric_answers_for_many_seeds(quiz, qid):
    item = quiz.get(qid)
    seen = set()
    for seed in range(40):
        inst = quiz.instantiate(qid, seed)
        seen.add(json.dumps(inst.params, sort_keys=True))
        want = INDEPENDENT[qid](inst.params)
        got, _ = numeric_expected(item.question, item.key, inst)
        assert np.allclose(got, want, rtol=1e-12, atol=1e-12), (seed, inst.params, got, want)
        # the learner's answer, rounded as the prompt asks, is accepted; a clearly wrong one is not
        rounded = [round(v, 2) for v in np.atleast_1d(want)]
        assert check(quiz, inst, rounded if len(rounded) > 1 else rounded[0]).correct, (seed, inst.params)
        off = [v + 1 + abs(v) * 0.1 for v in np.atleast_1d(want)]
        assert not check(quiz, inst, off if len(off) > 1 else off[0]).correct
        assert expected_answer(quiz, inst, "zh")
        assert "{" not in explanation(quiz, inst, "en") and "{" not in explanation(quiz, inst, "zh")
    assert len(seen) > 1, "parameters are drawn anew per attempt"


def test_numeric_tolerance_is_explicit(quiz):
    for it in quiz.items.values():
        if isinstance(it.key, NumericKey):
            assert it.key.tolerance.abs > 0 or it.key.tolerance.rel > 0, it.id
