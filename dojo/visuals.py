"""The learner's own attention weights: run *their* function on the demo sentences (sandboxed,
through ``grader.engine.run_function``) and draw it beside the reference and the difference.

``build_panels`` returns plain data (titles, notes, Altair charts, an error text) for the page to
lay out; nothing here imports Streamlit. Learner output only ever reaches the page as chart data
or as ``Panel.error`` (shown with ``st.code``), never as markdown.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

import numpy as np

from . import attention_math as am
from . import charts, demo
from .i18n import t


@dataclass
class Figure:
    caption: str
    chart: Any  # a charts.Spec or an Altair chart (anything with to_dict())


@dataclass
class Panel:
    title: str
    note: str = ""
    rows: list[list[Figure]] = field(default_factory=list)  # each inner list is laid out side by side
    error: str | None = None  # what went wrong in the learner's call (plain text)


KINDS = ("softmax", "causal_mask", "padding_mask", "apply_mask", "sdpa", "gqa", "mha", "cross_mha",
         "split_heads", "merge_heads")


def kind_of(param_names: Sequence[str], visual: str, outputs: Sequence[str] = ()) -> str | None:
    """Which picture fits an exercise, from its parameter names, ``visual`` field and outputs.
    Exercises that fit no known signature get no picture (never a wrong one)."""
    names = tuple(param_names)
    outputs = tuple(outputs)
    if visual == "none":
        return None
    weights = len(outputs) == 2 and outputs[1] == "weights"
    if names in (("x", "axis"), ("x",)) and visual == "softmax":
        return "softmax"
    if names in (("q_len", "k_len"), ("q_len",)):
        return "causal_mask"
    if names == ("lengths", "max_len"):
        return "padding_mask"
    if names == ("scores", "mask"):
        return "apply_mask"
    if names[:4] == ("q", "k", "v", "mask") and len(names) == 4 and weights:
        return "gqa" if visual == "heads" else "sdpa"
    if names == ("x_q", "x_kv", "w_q", "w_k", "w_v", "w_o", "num_heads", "mask") and weights:
        return "mha"
    if names[:7] == ("x_dec", "x_enc", "w_q", "w_k", "w_v", "w_o", "num_heads") and len(names) <= 8 and weights:
        return "cross_mha"
    if names == ("x", "num_heads") and visual == "heads":
        return "split_heads"
    if names == ("x",) and visual == "heads":
        return "merge_heads"
    return None


def _problem(outcome, lang: str) -> str:
    exc = outcome.exc or {}
    if outcome.status == "ok":
        return ""
    if exc:
        line = exc.get("line")
        where = t("vis.at_line", lang, line=line) if line else ""
        return f"{outcome.status}: {exc.get('type', '')}: {exc.get('message', '')}{where}"
    return f"{outcome.status}: {outcome.detail}"


def _output(outcome, index: int, expected_shape: tuple[int, ...], lang: str) -> tuple[np.ndarray | None, str | None]:
    """The learner's ``index``-th output as a float/bool array of the expected shape, or an error text."""
    if outcome is None:
        return None, t("vis.not_run", lang)
    if outcome.status != "ok":
        return None, _problem(outcome, lang)
    outs = outcome.outputs
    if index >= len(outs) or not isinstance(outs[index], np.ndarray):
        return None, t("vis.no_array", lang, n=index + 1)
    arr = outs[index]
    if arr.shape != tuple(expected_shape):
        return None, t("vis.bad_shape", lang, got=tuple(arr.shape), expected=tuple(expected_shape))
    return arr, None


def difference(learner: np.ndarray, reference: np.ndarray) -> np.ndarray:
    """yours − reference; equal entries (both −∞ included) are 0, a NaN on either side stays NaN."""
    a, b = np.asarray(learner, dtype=float), np.asarray(reference, dtype=float)
    with np.errstate(invalid="ignore", over="ignore"):
        return np.where(a == b, 0.0, a - b)


IDENTICAL_BELOW = 1e-6


def _identical(diff: np.ndarray) -> float | None:
    """max |Δ| when yours and the reference agree everywhere (all finite, below 1e-6), else None."""
    d = np.asarray(diff, dtype=float)
    if d.size and np.isfinite(d).all() and float(np.abs(d).max()) < IDENTICAL_BELOW:
        return float(np.abs(d).max())
    return None


def _difference_figure(diff, make_chart, lang: str) -> Figure:
    """The difference map — or, for a correct answer, one line instead of a grid of 0.00."""
    same = _identical(diff)
    if same is not None:
        return Figure(t("vis.difference", lang) + " — " + t("vis.identical", lang, err=f"{same:.0e}" if same else "0"),
                      None)
    return Figure(t("vis.difference", lang), make_chart())


def _trio(learner: np.ndarray | None, reference: np.ndarray, rows, cols, lang: str, *, mask=None,
          row_sums: bool = True, x_title: str | None = None, y_title: str | None = None) -> list[Figure]:
    kw = dict(x_title=x_title or t("vis.key", lang), y_title=y_title or t("vis.query", lang),
              sum_title="Σ", masked_label=t("vis.masked", lang))
    figs = []
    if learner is not None:
        figs.append(Figure(t("vis.yours", lang), charts.heatmap(learner, rows, cols, mask=mask, row_sums=row_sums, **kw)))
    figs.append(Figure(t("vis.reference", lang), charts.heatmap(reference, rows, cols, mask=mask, row_sums=row_sums, **kw)))
    if learner is not None:
        diff = difference(learner, reference)
        figs.append(_difference_figure(diff, lambda: charts.heatmap(diff, rows, cols, diverging=True, **{
            k: v for k, v in kw.items() if k in ("x_title", "y_title")}), lang))
    return figs


def _heads_rows(learner: np.ndarray | None, reference: np.ndarray, rows, cols, lang: str, *, mask=None,
                row_sums: bool = True, x_title: str | None = None, y_title: str | None = None) -> list[list[Figure]]:
    kw = dict(x_title=x_title or t("vis.key", lang), y_title=y_title or t("vis.query", lang))
    fmt = t("vis.head", lang) + " {h}"
    out = []
    if learner is not None:
        out.append([Figure(t("vis.yours", lang), charts.head_grid(learner, rows, cols, title_fmt=fmt, mask=mask,
                                                                   row_sums=row_sums, masked_label=t("vis.masked", lang), **kw))])
    out.append([Figure(t("vis.reference", lang), charts.head_grid(reference, rows, cols, title_fmt=fmt, mask=mask,
                                                                  row_sums=row_sums, masked_label=t("vis.masked", lang), **kw))])
    if learner is not None:
        diff = difference(learner, reference)
        out.append([_difference_figure(diff, lambda: charts.head_grid(diff, rows, cols, title_fmt=fmt, diverging=True,
                                                                      **kw), lang)])
    return out


def scaled_scores(inp: demo.Inputs) -> np.ndarray:
    return inp.q @ inp.k.T / np.sqrt(inp.q.shape[-1])  # (T, T)


Runner = Callable[[list[dict[str, Any]]], list[Any]]


def build_panels(kind: str, run: Runner, reference: Callable | None, *, lang: str, sentence: str,
                 heads: int = 2, cross: tuple[str, str] | None = None) -> list[Panel]:
    """Pictures for one exercise kind. ``run(calls)`` runs the learner's function (sandboxed) and
    returns one CallOutcome per call; ``reference`` is the trusted implementation (or None to use
    the app's own)."""
    if reference is None:
        name = {"sdpa": "scaled_dot_product_attention", "mha": "multi_head_attention"}.get(kind, kind)
        reference = am.FALLBACK.get(name) or _LOCAL_REFS[kind]
    ref = reference
    cross = cross or demo.CROSS_PAIRS[0]
    inp = demo.self_inputs(sentence)
    toks = inp.q_tokens
    labels = demo.labels(toks)
    builder = {"softmax": _softmax, "causal_mask": _causal, "padding_mask": _padding, "apply_mask": _apply_mask,
               "sdpa": _sdpa, "gqa": _gqa, "mha": _mha, "cross_mha": _cross_mha, "split_heads": _split,
               "merge_heads": _merge}[kind]
    return builder(run, ref, lang=lang, inp=inp, labels=labels, heads=heads, cross=cross)


def _run_all(run: Runner, calls: list[dict[str, Any]]) -> list[Any]:
    try:
        out = run(calls)
    except Exception as exc:  # the grader never raises for a submission; this is the queue being full
        return [type("Failed", (), {"status": "not_run", "exc": None, "detail": str(exc), "outputs": []})()
                for _ in calls]
    return list(out) + [None] * (len(calls) - len(out))


def _softmax(run, ref, *, lang, inp, labels, heads, cross) -> list[Panel]:
    scores = scaled_scores(inp)
    n_pad = 2
    toks_p = demo.pad_tokens(inp.q_tokens, n_pad)
    labels_p = demo.labels(toks_p)
    T = len(inp.q_tokens)
    Tp = T + n_pad
    valid = np.arange(Tp) < T
    mask = am.causal_mask(Tp) & valid[None, :] & valid[:, None]  # PAD rows: no key at all
    padded_scores = np.zeros((Tp, Tp))
    padded_scores[:T, :T] = scores
    masked_scores = np.where(mask, padded_scores, -np.inf)
    calls = [{"x": demo.APPLE_CONTEXT_SCORES.copy()}, {"x": scores.copy()}, {"x": masked_scores.copy()}]
    outs = _run_all(run, calls)
    panels = []

    # 1. the seed's bars
    r0 = ref(demo.APPLE_CONTEXT_SCORES.copy())
    l0, e0 = _output(outs[0], 0, r0.shape, lang)
    series = {}
    if l0 is not None:
        series[t("vis.yours", lang)] = l0
    series[t("vis.reference", lang)] = r0
    series[t("vis.seed_article", lang)] = np.array([demo.SEED_APPLE_WEIGHTS[k] for k in demo.APPLE_CONTEXT_TOKENS])
    panels.append(Panel(t("vis.softmax_bars_title", lang), t("vis.softmax_bars_note", lang),
                        [[Figure("", charts.softmax_bars(demo.APPLE_CONTEXT_TOKENS, series, x_title=t("vis.key", lang),
                                                          y_title=t("vis.weight", lang)))]], e0))
    # 2. softmax of the sentence's scaled scores
    r1 = ref(scores.copy())
    l1, e1 = _output(outs[1], 0, r1.shape, lang)
    panels.append(Panel(t("vis.softmax_matrix_title", lang), t("vis.softmax_matrix_note", lang),
                        [_trio(l1, r1, labels, labels, lang)], e1))
    # 3. masked scores: -inf entries and fully masked PAD rows
    r2 = ref(masked_scores.copy())
    l2, e2 = _output(outs[2], 0, r2.shape, lang)
    panels.append(Panel(t("vis.softmax_masked_title", lang), t("vis.softmax_masked_note", lang),
                        [_trio(l2, r2, labels_p, labels_p, lang, mask=mask)], e2))
    return panels


def _causal(run, ref, *, lang, inp, labels, heads, cross) -> list[Panel]:
    T = len(inp.q_tokens)
    n_new = min(2, T)
    outs = _run_all(run, [{"q_len": T}, {"q_len": n_new, "k_len": T}])
    panels = []
    r0 = np.asarray(ref(T))
    l0, e0 = _output(outs[0], 0, r0.shape, lang)
    figs = []
    if l0 is not None:
        figs.append(Figure(t("vis.yours", lang), charts.mask_grid(l0, labels, labels, reference=r0,
                                                                   x_title=t("vis.key", lang), y_title=t("vis.query", lang))))
    figs.append(Figure(t("vis.reference", lang), charts.mask_grid(r0, labels, labels, x_title=t("vis.key", lang),
                                                                  y_title=t("vis.query", lang))))
    # what the learner's mask does to the attention weights
    _, w_ref = am.scaled_dot_product_attention(inp.q, inp.k, inp.v, r0)
    if l0 is not None:
        _, w_l = am.scaled_dot_product_attention(inp.q, inp.k, inp.v, l0.astype(bool))
        figs.append(Figure(t("vis.weights_with_your_mask", lang),
                           charts.heatmap(w_l, labels, labels, mask=l0.astype(bool), row_sums=True,
                                          x_title=t("vis.key", lang), y_title=t("vis.query", lang),
                                          masked_label=t("vis.masked", lang))))
    else:
        figs.append(Figure(t("vis.weights_with_mask", lang),
                           charts.heatmap(w_ref, labels, labels, mask=r0, row_sums=True, x_title=t("vis.key", lang),
                                          y_title=t("vis.query", lang), masked_label=t("vis.masked", lang))))
    panels.append(Panel(t("vis.causal_title", lang), t("vis.causal_note", lang), [figs], e0))
    r1 = np.asarray(ref(n_new, T))
    l1, e1 = _output(outs[1], 0, r1.shape, lang)
    rows = labels[T - n_new:]
    figs = []
    if l1 is not None:
        figs.append(Figure(t("vis.yours", lang), charts.mask_grid(l1, rows, labels, reference=r1,
                                                                   x_title=t("vis.key", lang), y_title=t("vis.query", lang))))
    figs.append(Figure(t("vis.reference", lang), charts.mask_grid(r1, rows, labels, x_title=t("vis.key", lang),
                                                                  y_title=t("vis.query", lang))))
    panels.append(Panel(t("vis.kv_cache_title", lang), t("vis.kv_cache_note", lang), [figs], e1))
    return panels


def _padding(run, ref, *, lang, inp, labels, heads, cross) -> list[Panel]:
    batch = [demo.SENTENCES[0], demo.SENTENCES[2], demo.SENTENCES[1]]
    toks = [demo.tokenize(s) for s in batch]
    lengths = np.array([len(x) for x in toks], dtype=np.int64)
    max_len = int(lengths.max())
    outs = _run_all(run, [{"lengths": lengths.copy(), "max_len": max_len}])
    r0 = np.asarray(ref(lengths.copy(), max_len))
    l0, e0 = _output(outs[0], 0, r0.shape, lang)
    rows = [f"{i}:{' '.join(x)}" for i, x in enumerate(toks)]
    cols = [str(j) for j in range(max_len)]
    figs = []
    if l0 is not None:
        figs.append(Figure(t("vis.yours", lang), charts.mask_grid(l0, rows, cols, reference=r0,
                                                                   x_title=t("vis.position", lang),
                                                                   y_title=t("vis.sentence", lang))))
    figs.append(Figure(t("vis.reference", lang), charts.mask_grid(r0, rows, cols, x_title=t("vis.position", lang),
                                                                  y_title=t("vis.sentence", lang))))
    panels = [Panel(t("vis.padding_title", lang), t("vis.padding_note", lang), [figs], e0)]
    # the shortest sentence padded to max_len: PAD keys get no weight
    k = int(np.argmin(lengths))
    padded = demo.pad_tokens(toks[k], max_len - len(toks[k]))
    e, _ = demo.embed(padded)
    inp_p = demo.Inputs(padded, padded, e, e)
    key_mask = (l0 if l0 is not None else r0)[k].astype(bool)[None, :]
    _, w = am.scaled_dot_product_attention(inp_p.q, inp_p.k, inp_p.v, key_mask)
    lab = demo.labels(padded)
    full_mask = np.broadcast_to(key_mask, (max_len, max_len))
    panels.append(Panel(t("vis.padding_weights_title", lang), t("vis.padding_weights_note", lang),
                        [[Figure(t("vis.weights_with_your_mask", lang) if l0 is not None else t("vis.weights_with_mask", lang),
                                 charts.heatmap(w, lab, lab, mask=full_mask, row_sums=True, x_title=t("vis.key", lang),
                                                y_title=t("vis.query", lang), masked_label=t("vis.masked", lang)))]]))
    return panels


def _sdpa(run, ref, *, lang, inp, labels, heads, cross) -> list[Panel]:
    T = len(inp.q_tokens)
    q, k, v = inp.q[None], inp.k[None], inp.v[None]  # (1, T, d)
    cm = am.causal_mask(T)
    cinp = demo.cross_inputs(*cross)
    cq, ck, cv = (a[None] for a in demo.cross_qkv(cinp))
    calls = [{"q": q.copy(), "k": k.copy(), "v": v.copy(), "mask": None},
             {"q": q.copy(), "k": k.copy(), "v": v.copy(), "mask": cm.copy()},
             {"q": cq.copy(), "k": ck.copy(), "v": cv.copy(), "mask": None}]
    outs = _run_all(run, calls)
    panels = []
    specs = [
        ("vis.self_title", "vis.self_note", calls[0], labels, labels, None),
        ("vis.self_causal_title", "vis.self_causal_note", calls[1], labels, labels, cm),
        ("vis.cross_title", "vis.cross_note", calls[2], demo.labels(cinp.q_tokens), demo.labels(cinp.k_tokens), None),
    ]
    for (title, note, call, rows, cols, mask), outcome in zip(specs, outs):
        r_out, r_w = ref(**{kk: (vv.copy() if isinstance(vv, np.ndarray) else vv) for kk, vv in call.items()})
        l_w, err = _output(outcome, 1, np.shape(r_w), lang)
        if err is None:
            l_o, err_o = _output(outcome, 0, np.shape(r_out), lang)
            err = err_o
        panels.append(Panel(t(title, lang, en=cross[0], zh=demo.display(cross[1])), t(note, lang),
                            [_trio(None if l_w is None else l_w[0], np.asarray(r_w)[0], rows, cols, lang, mask=mask)], err))
    return panels


def _mha(run, ref, *, lang, inp, labels, heads, cross) -> list[Panel]:
    x = inp.x_q[None]  # (1, T, d_model)
    cinp = demo.cross_inputs(*cross)
    xq, xkv = demo.unit(cinp.x_q)[None], demo.unit(cinp.x_kv)[None]
    s = demo.CROSS_SCALE * np.eye(demo.D_MODEL)
    calls = [dict(x_q=x.copy(), x_kv=x.copy(), w_q=demo.W_Q.copy(), w_k=demo.W_K.copy(), w_v=demo.W_V.copy(),
                  w_o=demo.W_O.copy(), num_heads=heads, mask=None),
             dict(x_q=xq.copy(), x_kv=xkv.copy(), w_q=s.copy(), w_k=s.copy(), w_v=np.eye(demo.D_MODEL),
                  w_o=np.eye(demo.D_MODEL), num_heads=heads, mask=None)]
    outs = _run_all(run, calls)
    panels = []
    specs = [("vis.mha_title", "vis.mha_note", labels, labels),
             ("vis.mha_cross_title", "vis.cross_note", demo.labels(cinp.q_tokens), demo.labels(cinp.k_tokens))]
    for (title, note, rows, cols), call, outcome in zip(specs, calls, outs):
        r_out, r_w = ref(**{kk: (vv.copy() if isinstance(vv, np.ndarray) else vv) for kk, vv in call.items()})
        l_w, err = _output(outcome, 1, np.shape(r_w), lang)
        if err is None:
            _, err = _output(outcome, 0, np.shape(r_out), lang)
        panels.append(Panel(t(title, lang, heads=heads, en=cross[0], zh=demo.display(cross[1])), t(note, lang),
                            _heads_rows(None if l_w is None else l_w[0], np.asarray(r_w)[0], rows, cols, lang), err))
    return panels


def _feature_names(lang: str) -> list[str]:
    return [zh if lang == "zh" else en for en, zh in demo.FEATURES]


def _split(run, ref, *, lang, inp, labels, heads, cross) -> list[Panel]:
    x = inp.x_q[None]
    outs = _run_all(run, [{"x": x.copy(), "num_heads": heads}])
    r = np.asarray(ref(x.copy(), heads))
    l, err = _output(outs[0], 0, r.shape, lang)
    feats = _feature_names(lang)
    hd = demo.D_MODEL // heads
    rows = []
    for name, arr in ([(t("vis.yours", lang), l)] if l is not None else []) + [(t("vis.reference", lang), r)]:
        figs = [charts.heatmap(arr[0, h], labels, feats[h * hd:(h + 1) * hd], diverging=True,
                               title=f"{t('vis.head', lang)} {h}", x_title=t("vis.feature", lang),
                               y_title=t("vis.token", lang)) for h in range(heads)]
        rows.append([Figure(name, charts.hconcat(figs, spacing=12))])
    return [Panel(t("vis.split_title", lang, heads=heads), t("vis.split_note", lang), rows, err)]


def _merge(run, ref, *, lang, inp, labels, heads, cross) -> list[Panel]:
    x = am.split_heads(inp.x_q[None], heads)
    outs = _run_all(run, [{"x": x.copy()}])
    r = np.asarray(ref(x.copy()))
    l, err = _output(outs[0], 0, r.shape, lang)
    feats = _feature_names(lang)
    figs = _trio(None if l is None else l[0], r[0], labels, feats, lang, row_sums=False,
                 x_title=t("vis.feature", lang), y_title=t("vis.token", lang))
    return [Panel(t("vis.merge_title", lang, heads=heads), t("vis.merge_note", lang), [figs], err)]


def _apply_mask_ref(scores, mask):
    return np.where(np.asarray(mask, dtype=bool), scores, -np.inf)


def _gqa_ref(q, k, v, mask=None):
    g = q.shape[-3] // k.shape[-3]
    return am.scaled_dot_product_attention(q, np.repeat(k, g, axis=-3), np.repeat(v, g, axis=-3), mask)


def _cross_ref(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    mask = None if enc_padding_mask is None else np.asarray(enc_padding_mask, bool)[:, None, None, :]
    return am.multi_head_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, mask)


_LOCAL_REFS: dict[str, Callable] = {"apply_mask": _apply_mask_ref, "gqa": _gqa_ref, "cross_mha": _cross_ref}


def _apply_mask(run, ref, *, lang, inp, labels, heads, cross) -> list[Panel]:
    T = len(inp.q_tokens)
    scores = scaled_scores(inp)
    cm = am.causal_mask(T)
    outs = _run_all(run, [{"scores": scores.copy(), "mask": cm.copy()}])
    r = np.asarray(ref(scores.copy(), cm.copy()))
    l, err = _output(outs[0], 0, r.shape, lang)
    figs = _trio(l, r, labels, labels, lang, mask=cm, row_sums=False)
    panels = [Panel(t("vis.apply_mask_title", lang), t("vis.apply_mask_note", lang), [figs], err)]
    w_ref = am.softmax(r)
    rows = [[Figure(t("vis.reference", lang), charts.heatmap(w_ref, labels, labels, mask=cm, row_sums=True,
                                                               x_title=t("vis.key", lang), y_title=t("vis.query", lang),
                                                               masked_label=t("vis.masked", lang)))]]
    if l is not None:
        with np.errstate(all="ignore"):
            w_l = am.softmax(np.asarray(l, dtype=float))
        rows[0].insert(0, Figure(t("vis.yours", lang), charts.heatmap(
            w_l, labels, labels, mask=cm, row_sums=True, x_title=t("vis.key", lang), y_title=t("vis.query", lang),
            masked_label=t("vis.masked", lang))))
    panels.append(Panel(t("vis.apply_mask_softmax_title", lang), "", rows))
    return panels


def _gqa(run, ref, *, lang, inp, labels, heads, cross) -> list[Panel]:
    n_q, n_kv = 4, 2
    q = am.split_heads(inp.q[None], n_q)                 # (1, 4, T, 2)
    k = am.split_heads(inp.k[None], n_q)[:, ::n_q // n_kv]  # (1, 2, T, 2): key heads 0 and 2 are kept
    v = am.split_heads(inp.v[None], n_q)[:, ::n_q // n_kv]
    outs = _run_all(run, [{"q": q.copy(), "k": k.copy(), "v": v.copy(), "mask": None}])
    r_out, r_w = ref(q.copy(), k.copy(), v.copy(), None)
    l_w, err = _output(outs[0], 1, np.shape(r_w), lang)
    if err is None:
        _, err = _output(outs[0], 0, np.shape(r_out), lang)
    return [Panel(t("vis.gqa_title", lang, q=n_q, kv=n_kv), t("vis.gqa_note", lang),
                  _heads_rows(None if l_w is None else l_w[0], np.asarray(r_w)[0], labels, labels, lang), err)]


def _cross_mha(run, ref, *, lang, inp, labels, heads, cross) -> list[Panel]:
    cinp = demo.cross_inputs(*cross)
    xq, xkv = demo.unit(cinp.x_q)[None], demo.unit(cinp.x_kv)[None]
    s = demo.CROSS_SCALE * np.eye(demo.D_MODEL)
    call = dict(x_dec=xq.copy(), x_enc=xkv.copy(), w_q=s.copy(), w_k=s.copy(), w_v=np.eye(demo.D_MODEL),
                w_o=np.eye(demo.D_MODEL), num_heads=heads)
    outs = _run_all(run, [call])
    r_out, r_w = ref(**{kk: (vv.copy() if isinstance(vv, np.ndarray) else vv) for kk, vv in call.items()})
    l_w, err = _output(outs[0], 1, np.shape(r_w), lang)
    if err is None:
        _, err = _output(outs[0], 0, np.shape(r_out), lang)
    return [Panel(t("vis.mha_cross_title", lang, heads=heads, en=cross[0], zh=demo.display(cross[1])), t("vis.cross_note", lang),
                  _heads_rows(None if l_w is None else l_w[0], np.asarray(r_w)[0], demo.labels(cinp.q_tokens),
                              demo.labels(cinp.k_tokens), lang), err)]
