"""The shared vocabulary of misconceptions: the misunderstandings behind named mistakes.

A named mistake (a declared mutation of a reference) and a quiz question each map to one or more
of these ids; packs use the same ids (``misconceptions: [...]`` on a mutation or a question).
Progress tracks them per learner over time; ``grade-batch`` counts them per student.

The list is small on purpose: each id is one idea a learner can get wrong in several exercises.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Misconception:
    id: str
    title_en: str
    title_zh: str
    about_en: str
    about_zh: str

    def title(self, lang: str) -> str:
        return self.title_zh if lang == "zh" else self.title_en

    def about(self, lang: str) -> str:
        return self.about_zh if lang == "zh" else self.about_en


VOCABULARY: tuple[Misconception, ...] = (
    Misconception("softmax_axis", "Softmax axis", "Softmax 的轴",
                  "Normalising over the wrong axis: weights must sum to 1 over the keys of each query.",
                  "在错误的轴上归一化：每个查询对所有键的权重之和必须为 1。"),
    Misconception("numerical_stability", "Numerical stability", "数值稳定性",
                  "exp() overflows or underflows unless the row maximum is subtracted first.",
                  "不先减去行最大值，exp() 会上溢或下溢。"),
    Misconception("fully_masked_rows", "Fully masked rows", "完全被遮挡的行",
                  "A query with no allowed key must get zero weights and a zero output, never NaN.",
                  "没有任何可关注键的查询必须得到全 0 权重和全 0 输出，而不是 NaN。"),
    Misconception("scaling", "Score scaling", "打分缩放",
                  "Scores are divided by sqrt(d_k), the per-head query/key size — not d_k, d_model or d_v.",
                  "打分要除以 sqrt(d_k)（每个头的查询/键维度），而不是 d_k、d_model 或 d_v。"),
    Misconception("mask_polarity", "Mask polarity", "掩码的真假含义",
                  "True means 'may attend'; masked scores become -inf before the softmax, not after.",
                  "True 表示“可以关注”；被遮挡的打分在 softmax 之前变成 -inf，而不是之后。"),
    Misconception("causal_alignment", "Causal alignment", "因果掩码的对齐",
                  "With q_len != k_len (a KV cache), the causal mask is aligned bottom-right: the newest query sees every key.",
                  "当 q_len != k_len（KV 缓存）时，因果掩码右下对齐：最新的查询能看到所有键。"),
    Misconception("padding", "Padding masks", "填充掩码",
                  "Padding hides keys (columns) beyond each sequence's length, broadcast over queries and heads.",
                  "填充掩码遮挡每个序列长度之外的键（列），并在查询和头上广播。"),
    Misconception("head_layout", "Head layout", "多头的排布",
                  "Split is reshape to (batch, seq_len, num_heads, head_dim) then move heads forward; merge is its exact inverse.",
                  "拆分是先 reshape 成 (batch, seq_len, num_heads, head_dim) 再把头轴前移；合并是它的精确逆运算。"),
    Misconception("projections", "Projections", "线性投影",
                  "Q comes from the query side, K and V from the key/value side, each through its own weight, as x @ W + b.",
                  "Q 来自查询一侧，K 和 V 来自键/值一侧，各用自己的权重，形式为 x @ W + b。"),
    Misconception("normalisation", "Layer normalisation", "层归一化",
                  "LayerNorm uses the population variance over the feature axis, with eps inside the square root.",
                  "LayerNorm 在特征轴上用总体方差（ddof=0），eps 放在平方根里面。"),
    Misconception("residual_path", "Residual path", "残差连接",
                  "The residual adds the block's input, not its normalised input, to the sub-layer's output.",
                  "残差把模块的原始输入（而不是归一化后的输入）加到子层输出上。"),
    Misconception("positional_encoding", "Positions", "位置编码",
                  "Sinusoidal and rotary encodings pair dimensions with frequencies in a fixed layout.",
                  "正弦位置编码和旋转位置编码按固定的排布把维度和频率配对。"),
    Misconception("kv_cache", "KV cache", "KV 缓存",
                  "New keys and values are appended after the cached ones; queries see the cache plus themselves.",
                  "新的键和值追加在缓存之后；查询能看到缓存和自己。"),
    Misconception("kv_heads", "Grouped KV heads", "分组的 KV 头",
                  "In GQA each group of consecutive query heads shares one key/value head.",
                  "在 GQA 中，每组相邻的查询头共用一个键/值头。"),
    Misconception("gradients", "Backward pass", "反向传播",
                  "The softmax Jacobian is not diagonal: every weight's gradient depends on the whole row.",
                  "softmax 的雅可比矩阵不是对角的：每个权重的梯度都依赖整行。"),
    Misconception("dtype_discipline", "dtype discipline", "dtype 规范",
                  "float32 in gives float32 out: a float64 scalar or a default-dtype array silently promotes.",
                  "输入 float32 就输出 float32：float64 标量或默认 dtype 的数组会悄悄提升精度。"),
    Misconception("shapes_broadcasting", "Shapes and broadcasting", "形状与广播",
                  "Reductions keep their axis (keepdims) and masks broadcast to (..., q_len, k_len).",
                  "归约要保留轴（keepdims），掩码要广播到 (..., q_len, k_len)。"),
    Misconception("embeddings", "Embeddings and similarity", "词嵌入与相似度",
                  "A word is a learned vector; the dot product grows with length, the cosine compares direction only.",
                  "词是学出来的向量；点积随长度增大，余弦只比较方向。"),
    Misconception("context", "Context from attention", "注意力带来的上下文",
                  "A static embedding is one vector per word; attention makes it contextual by mixing in what it attends to.",
                  "静态词嵌入每个词只有一个向量；注意力把关注到的内容混合进来，使它随上下文变化。"),
    Misconception("input_mutation", "Inputs are read-only", "不要修改输入",
                  "A function must not write into the arrays it was given.",
                  "函数不能写入传给它的数组。"),
)

BY_ID: dict[str, Misconception] = {m.id: m for m in VOCABULARY}
IDS: frozenset[str] = frozenset(BY_ID)


def get(misconception_id: str) -> Misconception:
    """The misconception with this id.

    Raises:
        KeyError: an id outside the vocabulary.
    """
    return BY_ID[misconception_id]
