"""``python -m grader real-model FILE``: does your attention work inside a real pretrained encoder?

The learner's ``multi_head_attention`` (preferred when the file defines both) or
``scaled_dot_product_attention`` is plugged into the numpy all-MiniLM-L6-v2 encoder of
:mod:`realmodel` in place of its attention step, for every one of the 6 layers. The function runs
in the sandboxed child process (:class:`grader.runner.Session`): each layer is one round trip that
sends that layer's inputs and receives ``(output, weights)``. The reference (``solutions/``, in this
trusted process) is run on the *same* inputs, so each layer is judged on its own; the learner's
outputs are then fed forward, so the final sentence embeddings show what the learner's attention
does to the model as a whole.

How BERT's projection biases are handled around the bias-free exercise signature is described in
:mod:`realmodel.attention` (scaled dot-product: projections done around your function;
multi-head: exercise shapes kept, value/output biases added after the function, key bias dropped
as the softmax cancels it, query bias carried by ``x_q = x + c`` with ``c @ Wq = bq``).

Cases (all public — the sentences are no secret):

- ``one_sentence``: a single sentence, no padding, ``mask`` not passed (your default ``None``);
- ``padded_batch``: four sentences of unequal length padded to the longest, with the key-padding
  mask ``(batch, 1, seq, seq)``, ``True`` = may attend — a mask applied over the wrong axis or a
  missing scale is caught here and named.

Per layer, in order: the call finished (else the runner's verdict) → a 2-tuple of arrays →
shapes → finite → ``weights`` close → ``output`` close (float64 tolerance rtol 1e-6, atol 1e-8)
→ inputs unchanged. A case's verdict is its first failing layer's; then the embeddings must agree
within 1e-5. When a layer fails, known wrong variants (no scale, wrong mask axis, …) are run on
that layer's inputs and the one that reproduces the learner's output is named as the diagnosis.

Sources: Vaswani et al. 2017 (attention); Devlin et al. 2019 (BERT, its padding mask).
"""

from __future__ import annotations

import argparse
import ast
import copy
import json
import math
import sys
import time
import warnings
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Sequence

import numpy as np

from .cases import Case
from .compare import Verdict, compare_outputs, outcome_verdict
from .messages import render, verdict_label
from .report import jsonable
from .runner import CallOutcome, Limits, Session

EXERCISE = "real_model"
MHA = "multi_head_attention"
SDPA = "scaled_dot_product_attention"
EMBEDDING_TOLERANCE = 1e-5

#: The sentences of the two cases (public).
CASES: dict[str, list[str]] = {
    "one_sentence": ["I ate an apple after lunch"],
    "padded_batch": [
        "Apple released a new iPhone",
        "The quick brown fox jumps over the lazy dog while the children watch from the kitchen window.",
        "We went fishing by the bank",
        "Attention is all you need.",
    ],
}

DEFAULT_LIMITS = Limits(wall_s_per_call=5.0, wall_s_load=10.0, wall_s_total=120.0)

# ----------------------------------------------------------------------------- messages

_MESSAGES: dict[str, tuple[str, str]] = {
    "layer_prefix": ("layer {layer} of 6: {message}", "第 {layer}/6 层：{message}"),
    "where_tokens": ("(batch item {sentence}, head {head}, query {qi}:{qtok} → key {kj}:{ktok}; indices from 0)",
                     "（批次下标 {sentence}，头下标 {head}，查询 {qi}:{qtok} → 键 {kj}:{ktok}；下标从 0 开始）"),
    "embedding_effect": ("with your attention in all 6 layers the sentence embeddings differ from the reference "
                         "by up to {err:.3g} (lowest cosine {cos:.3f})",
                         "6 层都用你的注意力时，句向量与参考的最大差异为 {err:.3g}（最低余弦 {cos:.3f}）"),
    "accepted_case": ("all 6 layers agree with the reference; embeddings within {err:.2g} of the reference's",
                      "6 层都与参考一致；句向量与参考的最大差异为 {err:.2g}"),
    "accepted_case_exact": ("all 6 layers agree with the reference; embeddings identical to the reference's "
                            "(largest difference 0.0: the same arithmetic, bit for bit)",
                            "6 层都与参考一致；句向量与参考完全相同（最大差异 0.0：逐位一致）"),
    "embeddings_differ": ("every layer matched on its own inputs, but the final embeddings differ by {err:.3g} "
                          "(tolerance {tol:g})",
                          "每一层在自己的输入上都一致，但最终句向量相差 {err:.3g}（容差 {tol:g}）"),
    "no_function": ("your file defines neither `multi_head_attention` nor `scaled_dot_product_attention`",
                    "你的文件既没有定义 `multi_head_attention`，也没有定义 `scaled_dot_product_attention`"),
    "model_missing": ("the pretrained model is not available here: {detail}", "这里没有可用的预训练模型：{detail}"),
    "plugged": ("plugged in: your `{function}` ({how})", "已接入：你的 `{function}`（{how}）"),
    "how_mha": ("shapes as in the exercise; the query bias rides in x_q = x + c (c·W_q = b_q), the key bias is "
                "dropped (softmax cancels it), value and output biases are added after your function",
                "形状与练习相同；查询偏置通过 x_q = x + c（c·W_q = b_q）带入，键偏置被省略（softmax 会把它抵消），"
                "值偏置和输出偏置在你的函数之后加上"),
    "how_sdpa": ("q, k, v are projected with BERT's biases and split into 12 heads before your function; merge "
                 "and output projection after it",
                 "在你的函数之前用 BERT 的偏置投影出 q、k、v 并拆成 12 个头；之后合并并做输出投影"),
    "pad_attention": ("real tokens give up to {share:.3g} of their attention to [PAD] keys (it must be 0: the mask "
                      "blocks padded keys)",
                      "真实词元分给 [PAD] 键的注意力最多为 {share:.3g}（应为 0：掩码遮挡的是填充位置的键）"),
    "largest_embedding_error": ("Largest embedding error vs reference: {err}", "与参考相比句向量最大误差：{err}"),
    "header": ("real-model: {verdict} — {passed}/{total} cases, score {score:.2f}, {ms:.0f} ms",
               "real-model：{verdict} — {passed}/{total} 个用例通过，得分 {score:.2f}，{ms:.0f} 毫秒"),
    "diagnosis_line": ("Diagnosis [{mistake}] ({cases} case(s)): {message}", "诊断 [{mistake}]（{cases} 个用例）：{message}"),
    "sep": ("; ", "；"),
}

#: Known wrong implementations (run only here, on the inputs of the first failing layer).
MISTAKE_MESSAGES: dict[str, tuple[str, str]] = {
    "no_scale": (
        "The scores are not divided by sqrt(d_k). Here d_k = 32, so your softmax sees scores about 5.7 times too "
        "large and becomes far too peaked. Divide q·kᵀ by sqrt(q.shape[-1]).",
        "打分没有除以 sqrt(d_k)。这里 d_k = 32，softmax 看到的打分大了约 5.7 倍，分布过于尖锐。"
        "请把 q·kᵀ 除以 sqrt(q.shape[-1])。"),
    "scale_by_d_k_not_sqrt": (
        "The scores are divided by d_k instead of sqrt(d_k): with d_k = 32 they are 5.7 times too small and the "
        "attention is nearly uniform.",
        "打分除以了 d_k 而不是 sqrt(d_k)：d_k = 32 时打分小了 5.7 倍，注意力几乎是均匀的。"),
    "scale_by_d_model": (
        "The scores are scaled by the square root of the model width instead of sqrt(d_k), the per-head size "
        "(d_model / num_heads = 384 / 12 = 32).",
        "打分按模型总宽度的平方根缩放了，应当用每个头的维度 d_k 的平方根（d_model / num_heads = 384 / 12 = 32）。"),
    "mask_wrong_axis": (
        "The mask is applied over the wrong axis: it blocks padded *queries* instead of padded *keys*, so real "
        "tokens still attend to [PAD]. mask[..., i, j] = True means query i may attend to key j; apply it to the "
        "scores (..., q_len, k_len) as it is, without transposing.",
        "掩码用在了错误的轴上：它遮住的是填充位置的*查询*而不是填充位置的*键*，于是真实词元仍会关注 [PAD]。"
        "mask[..., i, j] = True 表示查询 i 可以关注键 j；请按 (..., q_len, k_len) 原样作用在打分上，不要转置。"),
    "mask_ignored": (
        "The mask is ignored: real tokens attend to the [PAD] positions of shorter sentences. Set the scores of "
        "masked keys to -inf before the softmax.",
        "掩码被忽略了：短句中的真实词元会关注 [PAD] 位置。请在 softmax 之前把被遮挡键的打分设为 -inf。"),
    "mask_inverted": (
        "The mask is inverted: True means *may attend* (as in PyTorch's boolean attn_mask), so keep the True "
        "entries and set the False ones to -inf.",
        "掩码反了：True 表示*可以关注*（与 PyTorch 的布尔 attn_mask 相同），应保留 True 的位置，把 False 的位置设为 -inf。"),
    "softmax_over_query_axis": (
        "The softmax runs over the query axis (-2) instead of the key axis (-1): each query's weights must sum "
        "to 1 over the keys.",
        "softmax 在查询轴（-2）上做了归一化，应当在键轴（-1）上：每个查询对所有键的权重之和为 1。"),
    "split_without_transpose": (
        "The heads are split with a plain reshape to (batch, heads, seq, head_dim), which mixes positions and "
        "features. Reshape to (batch, seq, heads, head_dim) and then move the head axis forward.",
        "拆分多头时直接 reshape 成 (batch, heads, seq, head_dim)，把位置和特征混在了一起。"
        "应先 reshape 成 (batch, seq, heads, head_dim)，再把头的轴移到前面。"),
    "no_output_projection": (
        "The weights are right but the output skips the output projection: multiply the merged heads by w_o.",
        "注意力权重正确，但输出漏掉了输出投影：合并多头之后还要乘以 w_o。"),
}


def _msg(key: str, lang: str, **params) -> str:
    en, zh = _MESSAGES[key]
    return (zh if lang == "zh" else en).format(**params)


def mistake_message(name: str, lang: str = "en") -> str:
    """The explanation of a named mistake: ours (written for this model) or the exercise pack's."""
    if name in MISTAKE_MESSAGES:
        en, zh = MISTAKE_MESSAGES[name]
        return zh if lang == "zh" else en
    for m_name, _fn, text in _pack_mistakes(MHA) + _pack_mistakes(SDPA):
        if m_name == name:
            return text.get(lang)
    return name


@lru_cache(maxsize=4)
def _pack_mistakes_cached(kind: str) -> tuple:
    from .engine import get_pack
    from .pack import PackError
    from .reference import load_hidden

    try:
        pack = get_pack(None)
        hidden = load_hidden(pack, pack.get(kind))
    except (PackError, KeyError, ImportError, OSError, ValueError):
        return ()
    out, seen = [], set()
    for m in hidden.mutations:  # declared mutations (their mutants), the parts' included; one per name
        if m.name in seen:
            continue
        try:
            out.append((m.name, hidden.mutant((m,)), m.spec.message))
            seen.add(m.name)
        except PackError:
            continue
    out += [(m.name, m.function, m.spec.message) for m in hidden.mistakes if m.name not in seen]
    return tuple(out)


def _pack_mistakes(kind: str) -> list:
    """The built-in pack's named mistakes of exercise ``kind`` (its declared mutations' mutants), if the
    pack and its hidden material load; otherwise none (diagnosis then uses our variants only)."""
    return list(_pack_mistakes_cached(kind))


# ----------------------------------------------------------------------------- mistake variants


def _softmax(scores: np.ndarray, mask: np.ndarray | None, axis: int = -1, fill: float = -np.inf) -> np.ndarray:
    if mask is not None:
        scores = np.where(mask, scores, fill)
    m = np.max(scores, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(scores - m)
    s = e.sum(axis=axis, keepdims=True)
    return np.divide(e, s, out=np.zeros_like(e), where=s > 0)


def _sdpa_variant(q, k, v, mask=None, *, scale: str | float = "sqrt", mask_mode: str = "keys", axis: int = -1,
                  fill: float = -np.inf):
    d = q.shape[-1]
    scores = q @ np.swapaxes(k, -1, -2)
    if scale == "sqrt":
        scores = scores / math.sqrt(d)
    elif scale == "d":
        scores = scores / d
    elif isinstance(scale, float):
        scores = scores / scale
    m = None
    if mask is not None and mask_mode != "ignored":
        m = np.broadcast_to(np.asarray(mask, dtype=bool), scores.shape)
        if mask_mode == "transposed":
            m = np.swapaxes(m, -1, -2)
        elif mask_mode == "inverted":
            m = ~m
    w = _softmax(scores, m, axis, fill)
    return w @ v, w


def _split(x, h, transpose=True):
    b, s, d = x.shape
    if transpose:
        return x.reshape(b, s, h, d // h).transpose(0, 2, 1, 3)
    return x.reshape(b, h, s, d // h)


def _merge(x, transpose=True):
    b, h, s, hd = x.shape
    if transpose:
        return x.transpose(0, 2, 1, 3).reshape(b, s, h * hd)
    return x.reshape(b, s, h * hd)


def _mha_variant(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None, *, scale: str | float = "sqrt",
                 mask_mode: str = "keys", axis: int = -1, transpose: bool = True, out_proj: bool = True,
                 fill: float = -np.inf):
    if scale == "d_model":
        scale = math.sqrt(w_q.shape[1])
    q = _split(x_q @ w_q, num_heads, transpose)
    k = _split(x_kv @ w_k, num_heads, transpose)
    v = _split(x_kv @ w_v, num_heads, transpose)
    out, w = _sdpa_variant(q, k, v, mask, scale=scale, mask_mode=mask_mode, axis=axis, fill=fill)
    merged = _merge(out, transpose)
    return (merged @ w_o if out_proj else merged), w


def _variants(kind: str) -> list[tuple[str, Callable]]:
    # A mask variant twice: filled with -inf (safe softmax: fully masked rows give zeros) and with a
    # large negative number (fully masked rows become uniform), as learners write both.
    common = [("no_scale", {"scale": "none"}), ("scale_by_d_k_not_sqrt", {"scale": "d"}),
              ("mask_wrong_axis", {"mask_mode": "transposed"}),
              ("mask_wrong_axis", {"mask_mode": "transposed", "fill": -1e9}),
              ("mask_ignored", {"mask_mode": "ignored"}),
              ("mask_inverted", {"mask_mode": "inverted"}), ("mask_inverted", {"mask_mode": "inverted", "fill": -1e9}),
              ("softmax_over_query_axis", {"axis": -2})]
    if kind == SDPA:
        return [(n, (lambda kw: lambda *a: _sdpa_variant(*a, **kw))(kw)) for n, kw in common]
    extra = [("scale_by_d_model", {"scale": "d_model"}),
             ("split_without_transpose", {"transpose": False}), ("no_output_projection", {"out_proj": False})]
    return [(n, (lambda kw: lambda *a: _mha_variant(*a, **kw))(kw)) for n, kw in common + extra]


def _close(a: np.ndarray, b: np.ndarray) -> bool:
    if a.shape != b.shape:
        return False
    with np.errstate(invalid="ignore", over="ignore"):
        return bool(np.allclose(a, b, rtol=1e-4, atol=1e-6, equal_nan=True))


def diagnose_layer(kind: str, args: list, actual: Sequence[np.ndarray],
                   expected: Sequence[np.ndarray]) -> str | None:
    """The known mistake whose output on ``args`` reproduces ``actual`` (output, weights), if any.

    Our variants (written for this model's inputs) are tried first, then the exercise pack's named
    mistakes. A variant that equals the reference on these inputs explains nothing and is skipped.
    """
    candidates = _variants(kind) + [(name, fn) for name, fn, _text in _pack_mistakes(kind)]
    for name, fn in candidates:
        try:
            with np.errstate(all="ignore"), warnings.catch_warnings():
                warnings.simplefilter("ignore")
                out = fn(*[a.copy() if isinstance(a, np.ndarray) else a for a in args])
        except Exception:  # a mistake that raises on these inputs explains nothing here
            continue
        if not isinstance(out, tuple) or len(out) != 2:
            continue
        if all(_close(np.asarray(e), np.asarray(o)) for e, o in zip(expected, out)):
            continue
        if all(_close(np.asarray(x), np.asarray(o)) for x, o in zip(actual, out)):
            return name
    return None


# ----------------------------------------------------------------------------- detection


def detect_function(source: bytes | str) -> str | None:
    """Which exercise function the file defines at top level, by parsing (never importing) it.

    ``multi_head_attention`` wins when both are defined. Returns None when neither is found, and
    :data:`MHA` when the file does not parse (the child then reports the syntax error itself).

    This parse runs in the trusted process on the learner's text, so it is bounded: a file over the
    source cap is not parsed at all (the sandbox refuses it with its own verdict), and every failure
    of the parser — a syntax error, null bytes, and the parser's own MemoryError/RecursionError on
    ``----…1`` or deep nesting — means "let the sandbox say what is wrong", never an exception here.
    """
    if len(source) > Limits().max_source_bytes:
        return MHA
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError, MemoryError, RecursionError, OverflowError):
        return MHA
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign)) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names.update((a.asname or a.name).split(".")[0] for a in node.names)
    for fn in (MHA, SDPA):
        if fn in names:
            return fn
    return None


# ----------------------------------------------------------------------------- grading


class _Stop(Exception):
    def __init__(self, verdict: Verdict):
        super().__init__(verdict.key)
        self.verdict = verdict


@dataclass
class CaseResult:
    """One case: its verdict and, for the app, both encoder runs (trusted process only)."""

    name: str
    sentences: list[str]
    verdict: Verdict
    layer: int | None = None              # 1-based first failing layer
    diagnosis: str | None = None
    embedding_error: float | None = None
    min_cosine: float | None = None
    max_abs_error: float | None = None
    elapsed_s: float = 0.0
    tokens: list[list[str]] = field(default_factory=list)
    learner_weights: np.ndarray | None = None    # (layers, batch, heads, seq, seq), layers done so far
    reference_weights: np.ndarray | None = None
    learner_embeddings: np.ndarray | None = None
    reference_embeddings: np.ndarray | None = None
    batch: Any = None                            # realmodel.encoder.Batch (token strings for messages)
    pad_share: float | None = None               # largest weight real queries give [PAD] keys (first bad layer)


def _call_list(kind: str, kwargs: dict) -> tuple[list, dict, list[str]]:
    names = ["x_q", "x_kv", "w_q", "w_k", "w_v", "w_o", "num_heads", "mask"] if kind == MHA else ["q", "k", "v", "mask"]
    if kwargs.get("mask") is None:
        names = names[:-1]
    return [kwargs[n] for n in names], {}, names


def _swap(outcome: CallOutcome) -> CallOutcome:
    """Same outcome with (output, weights) reversed, so that ``weights`` is compared first."""
    if outcome.container in ("tuple", "list") and len(outcome.outputs) == 2:
        o = copy.copy(outcome)
        o.outputs = list(reversed(outcome.outputs))
        return o
    return outcome


def _where_tokens(v: Verdict, batch, lang: str) -> str:
    if v.output != "weights" or not v.where or len(v.where) != 4:
        return ""
    b, h, i, j = v.where
    toks = batch.tokens[b] + ["[PAD]"] * (batch.ids.shape[1] - len(batch.tokens[b]))
    return " " + _msg("where_tokens", lang, sentence=b, head=h, qi=i, qtok=toks[i], kj=j, ktok=toks[j])


def _pad_share(actual, batch) -> float | None:
    """Largest total weight that a real query gives to padded keys, or None (no padding / no weights)."""
    if actual is None or len(actual) != 2 or not batch.padded:
        return None
    w = np.asarray(actual[1])
    if w.ndim != 4 or w.shape[0] != batch.real.shape[0] or w.shape[-1] != batch.real.shape[1]:
        return None
    pad_keys = ~batch.real[:, None, None, :]
    real_queries = batch.real[:, None, :]
    with np.errstate(invalid="ignore"):
        share = np.where(pad_keys, w, 0.0).sum(axis=-1)
    share = np.where(real_queries, share, 0.0)
    value = float(np.nanmax(np.abs(share))) if share.size else 0.0
    return value if value > 1e-6 else None


def _run_case(session: Session, kind: str, name: str, sentences: list[str], limits: Limits, lang: str,
              keep_arrays: bool) -> CaseResult:
    from realmodel import encoder
    from realmodel.attention import AttentionPlug
    from realmodel.reference import reference_plug

    t0 = time.perf_counter()
    ref = reference_plug(kind)
    batch = encoder.tokenize(sentences)
    ref_run = encoder.run(batch, ref)
    case = Case(name=name, visibility="public", weight=1.0, args={})
    state: dict[str, Any] = {"layer": 0, "first": None, "errors": [], "diag": None, "weights": []}

    def call(k: str, kwargs: dict):
        state["layer"] += 1
        layer = state["layer"]
        args, kw, names = _call_list(k, kwargs)
        outcome = session.call(args, kw, names)
        v = outcome_verdict(outcome, case, kind, limits)
        if v is not None:
            raise _Stop(v)
        expected = ref.fn(*args)
        exp = (np.asarray(expected[1]), np.asarray(expected[0]))
        v = compare_outputs(_swap(outcome), case, exp, ["weights", "output"])
        if v.actual is not None and len(v.actual) == 2:
            v.actual = [v.actual[1], v.actual[0]]  # back to (output, weights)
        if v.max_abs_error is not None:
            state["errors"].append(v.max_abs_error)
        if not v.passed:
            if state["first"] is None:
                state["first"] = (layer, v)
                state["pad_share"] = _pad_share(v.actual, batch)
                if v.actual is not None and len(v.actual) == 2:
                    state["diag"] = diagnose_layer(kind, args, v.actual, (np.asarray(expected[0]),
                                                                          np.asarray(expected[1])))
            if v.verdict != "wrong_answer" or v.actual is None:
                raise _Stop(v)
        state["weights"].append(np.asarray(v.actual[1] if v.actual is not None else expected[1], dtype=np.float64))
        return tuple(v.actual) if v.actual is not None else expected

    learner_run = None
    stopped: Verdict | None = None
    try:
        learner_run = encoder.run(batch, AttentionPlug(kind, ref.fn, "learner"), call=call)
    except _Stop as stop:
        stopped = stop.verdict
    except ValueError as exc:  # the encoder's own shape check (should have been caught by compare)
        stopped = Verdict("wrong_shape", "invalid_output", {"detail": str(exc)})

    res = CaseResult(name, list(sentences), Verdict("accepted", "ok"), tokens=batch.tokens, batch=batch)
    if learner_run is not None:
        err = float(np.max(np.abs(learner_run.embeddings - ref_run.embeddings)))
        cos = float(np.min(np.sum(learner_run.embeddings * ref_run.embeddings, axis=-1)))
        res.embedding_error = err if math.isfinite(err) else None
        res.min_cosine = cos if math.isfinite(cos) else None
    if state["first"] is not None:
        res.layer, res.verdict = state["first"]
        res.diagnosis = state["diag"]
        res.pad_share = state.get("pad_share")
        res.max_abs_error = res.verdict.max_abs_error
    elif stopped is not None:
        res.layer, res.verdict = state["layer"], stopped
    elif res.embedding_error is None or res.embedding_error > EMBEDDING_TOLERANCE:
        res.verdict = Verdict("wrong_answer", "embeddings_differ",
                              {"err": res.embedding_error if res.embedding_error is not None else float("nan"),
                               "tol": EMBEDDING_TOLERANCE})
        res.max_abs_error = res.embedding_error
    else:
        res.max_abs_error = max(state["errors"], default=0.0)
    if keep_arrays:
        res.reference_weights = ref_run.weights
        res.reference_embeddings = ref_run.embeddings
        res.learner_weights = np.stack(state["weights"]) if state["weights"] else None
        res.learner_embeddings = learner_run.embeddings if learner_run is not None else None
    res.elapsed_s = time.perf_counter() - t0
    return res


def _case_message(res: CaseResult, lang: str) -> str:
    v = res.verdict
    if v.passed:
        if not res.embedding_error:  # 0.0: "within 0" says nothing
            return _msg("accepted_case_exact", lang)
        return _msg("accepted_case", lang, err=res.embedding_error)
    if v.key in _MESSAGES:
        text = _msg(v.key, lang, **v.params)
    else:
        text = render(v.key, lang, **v.params) + _where_tokens(v, res.batch, lang)
    if res.pad_share is not None:
        text += _msg("sep", lang) + _msg("pad_attention", lang, share=res.pad_share)
    if res.layer is not None and v.key != "embeddings_differ":
        text = _msg("layer_prefix", lang, layer=res.layer, message=text)
    if res.embedding_error is not None and v.verdict == "wrong_answer" and v.key != "embeddings_differ":
        text += _msg("sep", lang) + _msg("embedding_effect", lang, err=res.embedding_error, cos=res.min_cosine or 0.0)
    return text


def _report(results: list[CaseResult], function: str | None, lang: str, t0: float,
            top_level: Verdict | None = None) -> dict:
    cases = []
    for r in results:
        cases.append({"name": r.name, "visibility": "public", "verdict": r.verdict.verdict,
                      "message": _case_message(r, lang), "max_abs_error": jsonable(r.max_abs_error),
                      "diagnosis": r.diagnosis, "layer": r.layer,
                      "embedding_error": jsonable(r.embedding_error), "sentences": r.sentences,
                      "elapsed_s": round(r.elapsed_s, 4)})
    if top_level is not None and not cases:
        msg = _msg(top_level.key, lang, **top_level.params) if top_level.key in _MESSAGES else render(
            top_level.key, lang, **top_level.params)
        cases = [{"name": n, "visibility": "public", "verdict": top_level.verdict, "message": msg,
                  "max_abs_error": None, "diagnosis": None, "layer": None, "embedding_error": None,
                  "sentences": s, "elapsed_s": 0.0} for n, s in CASES.items()]
    passed = sum(1 for c in cases if c["verdict"] == "accepted")
    order: list[str] = []
    for c in cases:
        if c["diagnosis"] and c["diagnosis"] not in order:
            order.append(c["diagnosis"])
    feedback = [{"mistake": n, "message": mistake_message(n, lang),
                 "cases": sum(1 for c in cases if c["diagnosis"] == n)} for n in order]
    errs = [r.embedding_error for r in results if r.embedding_error is not None]
    complete = bool(results) and len(errs) == len(results)
    verdict = next((c["verdict"] for c in cases if c["verdict"] != "accepted"), "accepted")
    return {
        "exercise": EXERCISE,
        "verdict": verdict,
        "score": round(passed / len(cases), 4) if cases else 0.0,
        "passed": passed,
        "total": len(cases),
        "elapsed_s": round(time.perf_counter() - t0, 4),
        "diagnosis": order,
        "feedback": feedback,
        "cases": cases,
        # None when a case stopped before its final layer (exception, wrong shape, NaN, ...).
        "max_embedding_error": jsonable(max(errs)) if complete else None,
        "function": function,
        "lang": lang,
    }


def grade_real_model_detailed(source: bytes | str, *, lang: str = "en", function: str | None = None,
                              sentences: Sequence[str] | None = None, limits: Limits | None = None,
                              launcher=None, keep_arrays: bool = True) -> tuple[dict, list[CaseResult]]:
    """Like :func:`grade_real_model`, and also return each case's :class:`CaseResult` (with the
    learner's and the reference's attention weights and embeddings) for the app's pictures.

    ``sentences``: grade on these sentences instead (one case ``your_sentences``).
    """
    from realmodel.weights import ModelUnavailable, model_available

    t0 = time.perf_counter()
    raw = source if isinstance(source, bytes) else source.encode("utf-8")
    ok, why = model_available()
    if not ok:
        raise ModelUnavailable(why)
    fn = function or detect_function(raw)
    if fn is None:
        return _report([], None, lang, t0, Verdict("runtime_error", "no_function")), []
    if fn not in (MHA, SDPA):
        raise ValueError(f"function must be {MHA!r} or {SDPA!r}, got {fn!r}")
    cases = {"your_sentences": list(sentences)} if sentences else CASES
    limits = limits or DEFAULT_LIMITS
    results: list[CaseResult] = []
    with Session(raw, fn, limits=limits, launcher=launcher) as session:
        for name, sents in cases.items():
            results.append(_run_case(session, fn, name, sents, limits, lang, keep_arrays))
    return _report(results, fn, lang, t0), results


def grade_real_model(source: bytes | str, *, lang: str = "en", function: str | None = None,
                     limits: Limits | None = None, launcher=None) -> dict:
    """Grade a file's attention inside the pretrained encoder; a JSON-ready report.

    Args:
        source: the learner's Python source (never imported here; it runs in the sandbox).
        lang: ``"en"`` or ``"zh"`` for messages.
        function: force ``"multi_head_attention"`` or ``"scaled_dot_product_attention"``;
            default: detected with :func:`detect_function`.
    Returns:
        ``{"exercise": "real_model", "verdict", "score", "passed", "total", "elapsed_s",
        "diagnosis": [mistake names], "feedback": [{"mistake", "message", "cases"}],
        "cases": [{"name", "visibility", "verdict", "message", "max_abs_error", "diagnosis",
        "layer", "embedding_error", "sentences", "elapsed_s"}], "max_embedding_error": float | None,
        "function": str | None, "lang"}``. ``max_embedding_error`` is the largest absolute difference
        between the learner's and the reference's sentence embeddings over all cases, None when a
        case stopped early. A broken submission never raises.
    Raises:
        realmodel.weights.ModelUnavailable: the model package is missing or does not verify.
    """
    report, _ = grade_real_model_detailed(source, lang=lang, function=function, limits=limits,
                                          launcher=launcher, keep_arrays=False)
    return report


# ----------------------------------------------------------------------------- CLI


def report_text(report: dict) -> str:
    """The report for people: header, one line per case, diagnosis, largest embedding error."""
    lang = report.get("lang", "en")
    lines = [_msg("header", lang, verdict=verdict_label(report["verdict"], lang), passed=report["passed"],
                  total=report["total"], score=report["score"], ms=report["elapsed_s"] * 1000)]
    fn = report.get("function")
    if fn:
        lines.append("  " + _msg("plugged", lang, function=fn, how=_msg("how_mha" if fn == MHA else "how_sdpa", lang)))
    width = max([len(c["name"]) for c in report["cases"]] + [4])
    for c in report["cases"]:
        mark = "✓" if c["verdict"] == "accepted" else "✗"
        lines.append(f"  {mark} {c['name']:<{width}}  {c['verdict']:<22} {c['message']}")
    for f in report.get("feedback", []):
        lines.append("\n" + _msg("diagnosis_line", lang, mistake=f["mistake"], cases=f["cases"], message=f["message"]))
    err = report.get("max_embedding_error")
    lines.append(_msg("largest_embedding_error", lang, err="—" if err is None else ("0.0 (identical)" if err == 0 else f"{err:.3g}")))
    return "\n".join(lines)


def _cmd(args: argparse.Namespace) -> int:
    try:
        from realmodel.weights import ModelUnavailable
    except ModuleNotFoundError:
        print("error: real-model needs the `realmodel` package of the Attention Dojo repository "
              "(a released student pack does not include it)", file=sys.stderr)
        return 2

    path = Path(args.submission)
    try:
        source = path.read_bytes()
    except OSError as exc:
        print(f"error: {path}: cannot read the submission: {exc.strerror or exc}", file=sys.stderr)
        return 2
    try:
        report = grade_real_model(source, lang=args.lang, function=args.function)
    except ModelUnavailable as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(report, ensure_ascii=False, allow_nan=False))
    else:
        print(report_text(report))
    return 0 if report["verdict"] == "accepted" else 1


def register(subparsers) -> None:
    """Add ``real-model SUBMISSION.py [--json] [--lang en|zh] [--function NAME]`` to a CLI."""
    p = subparsers.add_parser(
        "real-model", help="run your attention inside a pretrained encoder (all-MiniLM-L6-v2)",
        description="Plug your multi_head_attention (or scaled_dot_product_attention) into the 6 layers of "
                    "all-MiniLM-L6-v2 and compare attention weights and sentence embeddings with the reference. "
                    "Exit 0 accepted, 1 not accepted, 2 usage error or model missing.")
    p.add_argument("submission", help="path to a .py file defining multi_head_attention or scaled_dot_product_attention")
    p.add_argument("--json", action="store_true", help="print only the JSON report to stdout")
    p.add_argument("--lang", choices=["en", "zh"], default="en")
    p.add_argument("--function", choices=[MHA, SDPA], default=None,
                   help="which function to plug in (default: multi_head_attention if defined, else "
                        "scaled_dot_product_attention)")
    p.set_defaults(func=_cmd)


def main(argv: list[str] | None = None) -> int:
    """Stand-alone entry (``python -m grader.real_model FILE``), same exit codes as the subcommand."""
    parser = argparse.ArgumentParser(prog="python -m grader")
    sub = parser.add_subparsers(dest="command", required=True)
    register(sub)
    try:
        args = parser.parse_args(["real-model", *(sys.argv[1:] if argv is None else argv)])
    except SystemExit as exc:
        return 2 if exc.code not in (0, None) else 0
    return args.func(args)


if __name__ == "__main__":
    raise SystemExit(main())
