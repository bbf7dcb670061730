"""Altair charts of attention: token-labelled heatmaps, masks, per-head small multiples,
difference maps, softmax bars. Plain functions returning ``alt.Chart`` objects (pages pass them
to ``st.altair_chart(..., theme=None)`` so Streamlit does not recolour them).

Conventions drawn here:
- cells are labelled ``f"{i}:{token}"`` and every axis gets ``sort=`` the label list, so a repeated
  token ("the" twice) keeps two rows and the sentence order;
- a masked cell (mask False) is drawn grey with "×" over the grid, whatever its value;
- a fully masked row is expected to be all zeros: it is drawn masked and its row sum reads "masked";
- the Σ column shows each row's sum; a row of weights that does not sum to 1 (and is not fully
  masked) is written in red;
- NaN and ±inf are drawn in magenta with their name, never as a colour of the scale.

Speed: building an Altair chart object costs ~0.1 s per heatmap (its schema machinery), paid on every
page rerun. ``heatmap`` and ``head_grid`` therefore build the chart with Altair once per *layout*
(labels, titles, options: ``_heatmap_template``, cached) with named data sources, and return a
:class:`Spec` — the layout's Vega-Lite dict plus this matrix's rows — whose ``to_dict()`` is what
Altair's would be, in about a millisecond.
"""

from __future__ import annotations

import copy
import functools
import math
from typing import Any, Sequence

import altair as alt
import numpy as np
import pandas as pd

# Altair validates every object against the Vega-Lite schema when it is built, which costs ~0.2 s per
# heatmap; the tests validate our specs (to_dict()), so the running app skips it.
alt.utils.schemapi.disable_debug_mode()

CELL = 26           # px per cell: sizes are Vega-Lite steps (a pixel width on a discrete axis
                    # renders as a sliver inside Streamlit's containers)
PHONE_CELLS_PX = 216  # what a 390 px phone leaves for the cells beside the row labels and the Σ column


def _cell_px(n_cols: int) -> int:
    """The cell size for a grid of ``n_cols`` columns: CELL, smaller for wide grids so that a grid of
    10+ keys and its Σ column still fit a phone's width (a 10-token sentence: 21 px)."""
    return min(CELL, max(18, PHONE_CELLS_PX // max(n_cols, 1)))


MASK_GREY = "#d9d9d9"
BAD = "#d62728"
NONFINITE = "#e377c2"


def _fmt(v: float, digits: int = 2) -> str:
    if isinstance(v, float) and math.isnan(v):
        return "NaN"
    if isinstance(v, float) and math.isinf(v):
        return "inf" if v > 0 else "-inf"
    if abs(v) < 0.5 * 10.0 ** -digits:  # float noise (1e-8) is 0, never "-0.00"
        v = 0.0
    return f"{v:.{digits}f}"


def _as_2d(a: np.ndarray) -> np.ndarray:
    a = np.asarray(a)
    if a.ndim == 1:
        return a[None, :]
    while a.ndim > 2:
        a = a[0]
    return a


def _cells(values: np.ndarray, rows: Sequence[str], cols: Sequence[str], mask: np.ndarray | None,
           digits: int, diverging: bool = False) -> pd.DataFrame:
    return pd.DataFrame.from_records(_cell_records(values, rows, cols, mask, digits, diverging))


def _cell_records(values: np.ndarray, rows: Sequence[str], cols: Sequence[str], mask: np.ndarray | None,
                  digits: int, diverging: bool = False) -> list[dict]:
    """One record per cell (JSON values: a non-finite value is None, drawn from ``finite``/``text``)."""
    values = _as_2d(np.asarray(values, dtype=float))
    fin = values[np.isfinite(values)]
    # white ink only on dark cells: the diverging scale spans at least ±0.01 (see heatmap), so a map
    # of 1e-8 noise is near-white everywhere and keeps black labels
    ink_at = max(float(np.abs(fin).max()) if fin.size else 0.0, 0.01) if diverging else 1.0
    m = None if mask is None else np.broadcast_to(_as_2d(np.asarray(mask, dtype=bool)), values.shape)
    recs = []
    for i in range(values.shape[0]):
        for j in range(values.shape[1]):
            v = float(values[i, j])
            finite = math.isfinite(v)
            masked = bool(m is not None and not m[i, j])
            ink = "#666666" if masked and finite else ("white" if finite and abs(v) > 0.6 * ink_at else "black")
            recs.append({"row": rows[i], "col": cols[j], "value": v if finite else None,
                         # a NaN/inf stays visible even at a masked position (it is the learner's bug)
                         "text": "×" if masked and finite else _fmt(v, digits), "masked": masked and finite,
                         "finite": finite,
                         "ink": ink})
    return recs


def row_sum_problems(weights: np.ndarray, mask: np.ndarray | None = None, tol: float = 1e-6) -> list[int]:
    """Rows whose sum is not 1 (a fully masked row must sum to 0 instead)."""
    w = _as_2d(np.asarray(weights, dtype=float))
    sums = w.sum(axis=-1)
    full = np.zeros(w.shape[0], dtype=bool)
    if mask is not None:
        full = ~np.broadcast_to(_as_2d(np.asarray(mask, dtype=bool)), w.shape).any(axis=-1)
    bad = []
    for i, s in enumerate(sums):
        target = 0.0 if full[i] else 1.0
        if not (math.isfinite(s) and abs(s - target) <= tol * max(1.0, w.shape[1])):
            bad.append(i)
    return bad


class Spec:
    """A Vega-Lite spec: a cached layout (built by Altair) and this chart's data, by dataset name.
    ``to_dict()`` gives the full spec (a fresh dict: callers may change it), as Altair's would."""

    def __init__(self, layout: dict, datasets: dict[str, list[dict]], usermeta: dict | None = None):
        self.layout, self.datasets, self.usermeta = layout, datasets, usermeta

    def to_dict(self, validate: bool = False) -> dict:  # ``validate``: as Altair's signature; unused
        d = copy.deepcopy(self.layout)
        d["datasets"] = {k: list(v) for k, v in self.datasets.items()}
        if self.usermeta is not None:
            d["usermeta"] = dict(self.usermeta)
        return d


_LIM = 987654.321  # stands for the diverging scale's limit in a cached layout (filled in per chart)


def _replace(obj: Any, old: Any, new: Any) -> Any:
    if isinstance(obj, dict):
        return {k: _replace(v, old, new) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_replace(v, old, new) for v in obj]
    return new if obj == old and type(obj) is type(old) else obj


@functools.lru_cache(maxsize=256)
def _heatmap_template(rows: tuple[str, ...], cols: tuple[str, ...], title: str, row_sums: bool, diverging: bool,
                      domain: tuple[float, float] | None, x_title: str, y_title: str) -> dict:
    """The Vega-Lite dict of a heatmap's layout, built by Altair; data from the named sources "cells"
    (and "sums"), the diverging limit as ``_LIM``."""
    rows, cols = list(rows), list(cols)
    if diverging:
        # at least ±0.01, so that float noise (1e-16) stays white instead of saturating the scale
        scale = alt.Scale(scheme="redblue", domain=[-_LIM, _LIM], reverse=True)
    else:
        scale = alt.Scale(scheme="blues", domain=list(domain) if domain else [0, 1], clamp=True)
    x = alt.X("col:N", sort=cols, title=x_title, axis=alt.Axis(labelAngle=-45, orient="top"))
    y = alt.Y("row:N", sort=rows, title=y_title)
    base = alt.Chart().encode(x=x, y=y)  # the data goes on the layer once (copying it per layer is slow)
    # ONE layer of cells (a masked cell grey, a NaN/inf magenta, the others on the scale: conditions
    # before the scale) and one of their values written in — two marks per heatmap, not four (three
    # filtered copies of the cells were three marks for the browser to build and draw)
    # invalid=None: a cell without a value (NaN, inf) is still drawn (by its condition), not dropped
    rect = base.mark_rect(stroke="white", invalid=None).encode(
        color=alt.Color("value:Q", scale=scale, legend=None,
                        condition=[{"test": "datum.masked", "value": MASK_GREY},
                                   {"test": "!datum.finite", "value": NONFINITE}]),
        tooltip=[alt.Tooltip("row:N", title=y_title), alt.Tooltip("col:N", title=x_title),
                 alt.Tooltip("text:N", title="value")])
    cell = _cell_px(len(cols))
    text = base.mark_text(fontSize=9 if cell >= 22 else 8).encode(text="text:N", color=alt.Color("ink:N", scale=None))
    # the text layer's literal colours need their own colour scale beside the cells' quantitative one
    grid = alt.layer(rect, text, data=alt.NamedData(name="cells")).resolve_scale(
        color="independent").properties(width=alt.Step(cell), height=alt.Step(cell), title=title)
    if not row_sums:
        return grid.to_dict(validate=False)
    sums_chart = alt.Chart(alt.NamedData(name="sums")).mark_text(fontSize=10, fontWeight="bold").encode(
        x=alt.X("col:N", title=None, axis=alt.Axis(orient="top", labelAngle=0)),
        y=alt.Y("row:N", sort=rows, axis=None),
        text="text:N",
        color=alt.condition("datum.bad", alt.value(BAD), alt.value("#444444")),
    ).properties(width=alt.Step(48 if cell == CELL else 40), height=alt.Step(cell))
    return alt.hconcat(grid, sums_chart, spacing=2).resolve_scale(y="shared").to_dict(validate=False)


def heatmap(values: np.ndarray, rows: Sequence[str], cols: Sequence[str], *, title: str = "",
            mask: np.ndarray | None = None, row_sums: bool = False, diverging: bool = False,
            domain: tuple[float, float] | None = None, digits: int = 2, x_title: str = "key",
            y_title: str = "query", sum_title: str = "Σ", masked_label: str = "masked") -> Spec:
    """One matrix as a grid of coloured cells with their values written in."""
    rows, cols = list(rows), list(cols)
    recs = _cell_records(values, rows, cols, mask, digits, diverging)
    layout = _heatmap_template(tuple(rows), tuple(cols), title, bool(row_sums), bool(diverging),
                               tuple(domain) if domain else None, x_title, y_title)
    if diverging:
        finite = [abs(r["value"]) for r in recs if r["value"] is not None]
        lim = max(max(finite) if finite else 0.0, 0.01)
        layout = _replace(layout, _LIM, lim)
        layout = _replace(layout, -_LIM, -lim)
    data = {"cells": recs}
    if row_sums:
        w = _as_2d(np.asarray(values, dtype=float))
        sums = w.sum(axis=-1)
        full = np.zeros(len(rows), dtype=bool)
        if mask is not None:
            full = ~np.broadcast_to(_as_2d(np.asarray(mask, dtype=bool)), w.shape).any(axis=-1)
        bad = set(row_sum_problems(w, mask))
        data["sums"] = [{"row": r, "col": sum_title,
                         "text": masked_label if full[i] and i not in bad else _fmt(float(sums[i]), 3),
                         "bad": i in bad} for i, r in enumerate(rows)]
    return Spec(layout, data)


def _rename_data(obj: Any, names: dict[str, str]) -> Any:
    if isinstance(obj, dict):
        return {k: ({"name": names.get(v["name"], v["name"])} if k == "data" and isinstance(v, dict)
                    and set(v) == {"name"} else _rename_data(v, names)) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_rename_data(v, names) for v in obj]
    return obj


def mask_grid(mask: np.ndarray, rows: Sequence[str], cols: Sequence[str], *, title: str = "",
              reference: np.ndarray | None = None, x_title: str = "key", y_title: str = "query") -> alt.Chart:
    """A boolean mask: ✓ (may attend) in blue, × (masked) in grey; cells that differ from the
    reference outlined in red."""
    rows, cols = list(rows), list(cols)
    m = _as_2d(np.asarray(mask)).astype(bool)
    ref = None if reference is None else _as_2d(np.asarray(reference)).astype(bool)
    recs = []
    for i in range(m.shape[0]):
        for j in range(m.shape[1]):
            wrong = bool(ref is not None and ref.shape == m.shape and ref[i, j] != m[i, j])
            recs.append({"row": rows[i], "col": cols[j], "attend": bool(m[i, j]),
                         "text": "✓" if m[i, j] else "×", "wrong": wrong})
    df = pd.DataFrame.from_records(recs)
    base = alt.Chart().encode(x=alt.X("col:N", sort=cols, title=x_title, axis=alt.Axis(labelAngle=-45, orient="top")),
                              y=alt.Y("row:N", sort=rows, title=y_title))
    rect = base.mark_rect(stroke="white").encode(
        color=alt.Color("attend:N", scale=alt.Scale(domain=[True, False], range=["#4c78a8", MASK_GREY]), legend=None),
        tooltip=["row:N", "col:N", "attend:N"])
    wrong = base.transform_filter("datum.wrong").mark_rect(fill=None, stroke=BAD, strokeWidth=2.5)
    text = base.mark_text(fontSize=11).encode(
        text="text:N", color=alt.condition("datum.attend", alt.value("white"), alt.value("#555555")))
    return alt.layer(rect, wrong, text, data=df).properties(width=alt.Step(CELL), height=alt.Step(CELL), title=title)


def head_grid(weights: np.ndarray, rows: Sequence[str], cols: Sequence[str], *, title_fmt: str = "head {h}",
              mask: np.ndarray | None = None, diverging: bool = False, row_sums: bool = False,
              x_title: str = "key", y_title: str = "query", **kw) -> Spec:
    """Small multiples: one heatmap per head of a ``(num_heads, q_len, k_len)`` array."""
    w = np.asarray(weights)
    while w.ndim > 3:
        w = w[0]
    specs = [heatmap(w[h], rows, cols, title=title_fmt.format(h=h), mask=mask, diverging=diverging,
                     row_sums=row_sums, x_title=x_title, y_title=y_title, **kw) for h in range(w.shape[0])]
    # marked as small multiples: the app lays them out in a grid of columns that fits its container
    # (two per row on a desktop, one per row on a phone) instead of one row that scrolls sideways
    return hconcat(specs, spacing=12, usermeta={"dojo": "heads"})


def hconcat(specs: Sequence[Spec], *, spacing: int = 12, usermeta: dict | None = None) -> Spec:
    """Specs side by side in one spec (each keeps its own named data)."""
    parts, datasets, top = [], {}, {}
    for i, sp in enumerate(specs):
        names = {n: f"{n}{i}" for n in sp.datasets}  # each part its own named data
        datasets.update({names[n]: v for n, v in sp.datasets.items()})
        d = copy.deepcopy(sp.layout)  # the cached layout stays as it is
        top = {k: d.pop(k) for k in ("$schema", "config") if k in d}
        parts.append(_rename_data(d, names))
    return Spec({**top, "hconcat": parts, "spacing": spacing}, datasets, usermeta=usermeta)


@functools.lru_cache(maxsize=64)
def _bars_template(tokens: tuple[str, ...], names: tuple[str, ...], title: str, x_title: str, y_title: str) -> dict:
    tokens, names = list(tokens), list(names)
    palette = ["#4c78a8", "#f58518", "#54a24b", "#b279a2"][: len(names)]
    base = alt.Chart().encode(
        x=alt.X("token:N", sort=tokens, title=x_title, axis=alt.Axis(labelAngle=0)),
        xOffset=alt.XOffset("series:N", sort=names),
        y=alt.Y("value:Q", title=y_title, scale=alt.Scale(domain=[0, 1]), axis=alt.Axis(format="%")),
        color=alt.Color("series:N", sort=names, scale=alt.Scale(domain=names, range=palette),
                        legend=alt.Legend(orient="top", title=None)),
    )
    bars = base.mark_bar().encode(tooltip=["token:N", "series:N", "text:N"])
    text = base.mark_text(dy=-6, fontSize=9).encode(text="text:N", color=alt.value("#333333"))
    return alt.layer(bars, text, data=alt.NamedData(name="bars")).properties(
        width=max(240, (40 + 30 * len(names)) * len(tokens)), height=220, title=title).to_dict(validate=False)


def softmax_bars(tokens: Sequence[str], series: dict[str, np.ndarray], *, title: str = "",
                 x_title: str = "key", y_title: str = "weight") -> Spec:
    """Attention weights of one query as bars, one colour per series (yours / reference / the article)."""
    tokens = list(tokens)
    recs = []
    for name, vals in series.items():
        for tok, v in zip(tokens, np.asarray(vals, dtype=float).ravel()):
            v = float(v)
            finite = math.isfinite(v)
            recs.append({"token": tok, "series": name, "value": v if finite else 0.0,
                         "text": f"{v * 100:.0f}%" if finite else _fmt(v)})
    return Spec(_bars_template(tuple(tokens), tuple(series), title, x_title, y_title), {"bars": recs})


def feature_table(matrix: np.ndarray, rows: Sequence[str], features: Sequence[str], *, title: str = "",
                  y_title: str = "token", x_title: str = "feature") -> alt.Chart:
    """Embeddings / Q / K / V: tokens down, features across, diverging colours around 0."""
    return heatmap(matrix, rows, features, title=title, diverging=True, x_title=x_title, y_title=y_title)
