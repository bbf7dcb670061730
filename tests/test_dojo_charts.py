"""dojo.charts: token labels stay distinct, masks are drawn over the grid, bad rows are flagged."""

from __future__ import annotations

import json

import numpy as np

from dojo import charts, demo


def spec(chart) -> dict:
    return chart.to_dict()


def data(chart) -> list[dict]:
    d = spec(chart)
    return [row for ds in d.get("datasets", {}).values() for row in ds]


def test_repeated_tokens_keep_their_rows_and_order():
    toks = demo.tokenize("The doctor gave the patient medicine because he was sick")
    labels = demo.labels(toks)
    assert labels[0] == "0:The" and labels[3] == "3:the" and len(set(labels)) == len(labels)
    w = np.full((len(toks), len(toks)), 1 / len(toks))
    s = json.dumps(spec(charts.heatmap(w, labels, labels)))
    assert json.dumps(labels) in s  # sort= the label list on both axes


def test_mask_is_drawn_over_the_grid_and_fully_masked_rows_read_masked():
    labels = ["0:a", "1:b", "2:[PAD]"]
    mask = np.array([[1, 0, 0], [1, 1, 0], [0, 0, 0]], bool)
    w = np.array([[1.0, 0, 0], [0.4, 0.6, 0], [0, 0, 0]])
    rows = data(charts.heatmap(w, labels, labels, mask=mask, row_sums=True, masked_label="masked"))
    cells = [r for r in rows if "masked" in r and r.get("col") != "Σ"]
    assert sum(r["masked"] for r in cells) == 6 and all(r["text"] == "×" for r in cells if r["masked"])
    sums = {r["row"]: r for r in rows if r.get("col") == "Σ"}
    assert sums["2:[PAD]"]["text"] == "masked" and not any(r["bad"] for r in sums.values())


def test_rows_not_summing_to_one_are_flagged_and_nan_is_named():
    labels = ["0:a", "1:b"]
    w = np.array([[0.5, 0.4], [np.nan, 1.0]])
    assert charts.row_sum_problems(w) == [0, 1]
    rows = data(charts.heatmap(w, labels, labels, row_sums=True))
    assert any(r.get("text") == "NaN" and r.get("finite") is False for r in rows)
    assert [r["bad"] for r in rows if r.get("col") == "Σ"] == [True, True]
    assert charts.row_sum_problems(np.zeros((1, 3)), np.zeros((1, 3), bool)) == []  # fully masked: 0 is right


def test_nan_and_masked_cells_are_drawn_in_the_one_cell_layer():
    """One layer of cells: a masked cell grey, a NaN/inf magenta (its value is null, so the mark must
    not drop invalid data, else the NaN cell is left blank), the others on the colour scale."""
    w = np.array([[0.5, np.nan], [np.inf, 0.3]])
    mask = np.array([[True, True], [True, False]])
    d = spec(charts.heatmap(w, ["0:a", "1:b"], ["0:a", "1:b"], mask=mask, row_sums=True))
    cells = d["hconcat"][0]["layer"]
    assert [layer["mark"]["type"] for layer in cells] == ["rect", "text"]
    rect = cells[0]
    assert rect["mark"].get("invalid", "missing") is None  # keep null values: NaN cells are drawn
    cond = {c["test"]: c["value"] for c in rect["encoding"]["color"]["condition"]}
    assert cond == {"datum.masked": charts.MASK_GREY, "!datum.finite": charts.NONFINITE}
    rows = {(r["row"], r["col"]): r for r in d["datasets"]["cells"]}
    assert rows[("0:a", "1:b")]["finite"] is False and rows[("0:a", "1:b")]["text"] == "NaN"
    assert rows[("1:b", "0:a")]["text"] == "inf" and rows[("1:b", "1:b")]["masked"] is True


def test_difference_map_is_diverging_and_centred():
    d = spec(charts.heatmap(np.array([[0.2, -0.5]]), ["0:a"], ["0:a", "1:b"], diverging=True))
    scale = d["layer"][0]["encoding"]["color"]["scale"]
    assert scale["scheme"] == "redblue" and scale["domain"] == [-0.5, 0.5]
    tiny = spec(charts.heatmap(np.array([[1e-16]]), ["0:a"], ["0:a"], diverging=True))
    assert tiny["layer"][0]["encoding"]["color"]["scale"]["domain"] == [-0.01, 0.01]


def test_head_small_multiples_one_per_head():
    d = spec(charts.head_grid(np.random.default_rng(0).random((4, 3, 3)), ["a", "b", "c"], ["a", "b", "c"]))
    assert len(d["hconcat"]) == 4
    assert [c["title"] for c in d["hconcat"]] == [f"head {h}" for h in range(4)]


def test_mask_grid_marks_cells_that_differ_from_the_reference():
    rows = data(charts.mask_grid(np.eye(2, dtype=bool), ["a", "b"], ["a", "b"], reference=np.tril(np.ones((2, 2), bool))))
    assert [r["wrong"] for r in rows] == [False, False, True, False]


def test_softmax_bars_show_the_article_numbers():
    e = np.exp(demo.APPLE_CONTEXT_SCORES)
    bars = charts.softmax_bars(demo.APPLE_CONTEXT_TOKENS, {"reference": e / e.sum()})
    texts = [r["text"] for r in data(bars)]
    assert texts == ["31%", "57%", "10%", "1%"]  # the seed's 30 / 55 / 10 / 1


def test_cached_layout_specs_are_valid_vega_lite_and_carry_their_own_data():
    """heatmap/head_grid fill a layout built once by Altair: the result is still a valid Vega-Lite spec
    (checked against the schema here, since the app no longer validates on every rerun), and two
    matrices of one layout never share data or the diverging limit."""
    from altair.utils.schemapi import validate_jsonschema
    from altair.vegalite.v6.schema import core

    labels = ["0:a", "1:b"]
    a = charts.heatmap(np.array([[0.2, 0.8], [0.5, 0.5]]), labels, labels, row_sums=True).to_dict()
    b = charts.heatmap(np.array([[1.0, 0.0], [0.0, 1.0]]), labels, labels, row_sums=True).to_dict()
    d = charts.heatmap(np.array([[0.3, -3.0], [0.0, 0.1]]), labels, labels, diverging=True).to_dict()
    g = charts.head_grid(np.random.default_rng(1).random((3, 2, 2)), labels, labels, row_sums=True).to_dict()
    bars = charts.softmax_bars(["x", "y"], {"yours": np.array([0.25, 0.75]), "ref": np.array([0.5, 0.5])}).to_dict()
    assert [r["text"] for r in bars["datasets"]["bars"]] == ["25%", "75%", "50%", "50%"]
    schema = core.load_schema()
    for s in (a, b, d, g, bars):
        validate_jsonschema(s, schema)
    assert [r["text"] for r in a["datasets"]["cells"]] == ["0.20", "0.80", "0.50", "0.50"]
    assert [r["text"] for r in b["datasets"]["cells"]] == ["1.00", "0.00", "0.00", "1.00"]
    assert "3.0" in json.dumps(d) and "987654" not in json.dumps(d)  # the limit is this matrix's |max|
    assert len(g["hconcat"]) == 3 and set(g["datasets"]) == {f"{n}{h}" for n in ("cells", "sums") for h in range(3)}
    assert g["usermeta"] == {"dojo": "heads"}


def test_wide_grids_get_smaller_cells_so_a_phone_shows_the_row_sums():
    from dojo.charts import CELL, PHONE_CELLS_PX, heatmap

    def steps(n_cols):
        cols = [f"{j}:w" for j in range(n_cols)]
        spec = heatmap(np.full((3, n_cols), 1.0 / n_cols), ["0:a", "1:b", "2:c"], cols, row_sums=True)
        grid, sums = spec.layout["hconcat"]
        return grid["width"]["step"], sums["width"]["step"]

    assert steps(5) == (CELL, 48)
    cell, sums = steps(10)
    assert cell < CELL and cell * 10 <= PHONE_CELLS_PX and sums == 40
    assert steps(40)[0] == 18  # never below a readable size
