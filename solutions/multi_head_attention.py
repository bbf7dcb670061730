"""Reference: multi-head attention (self- or cross-attention), numpy only, built from its parts.

    MultiHead(Q, K, V) = Concat(head_1, ..., head_h) W^O
    head_i = Attention(Q W_i^Q, K W_i^K, V W_i^V)                (Vaswani et al. 2017, §3.2.2)
    Attention(Q, K, V) = softmax(Q K^T / sqrt(d_k)) V            (eq. 1)

The h per-head projections W_i^Q (d_model, d_k) are stored side by side in one matrix
w_q (d_model, h * d_k): projecting once and cutting the last axis into h slices of head_dim
is the same as h separate projections. Head i takes features [i * head_dim, (i + 1) * head_dim).
The parts are the earlier exercises: split_heads, scaled_dot_product_attention (which uses softmax)
and merge_heads.

Conventions (design.md): row vectors, ``x @ W`` with W of shape (d_in, d_out); queries come from
``x_q``, keys and values from ``x_kv`` (self-attention passes the same array twice, cross-attention
the encoder output as ``x_kv``); scores scaled by 1/sqrt(head_dim), the per-head size, not
1/sqrt(d_model); boolean mask True = may attend, broadcast to (batch, num_heads, q_len, k_len);
masked scores are -inf before a stable softmax, and a query with no allowed key gets zero weights
and a zero context vector (never NaN).

Source: Vaswani et al. 2017, "Attention Is All You Need", eq. 1 and §3.2.2.
"""

import numpy as np

from .merge_heads import merge_heads
from .scaled_dot_product_attention import scaled_dot_product_attention
from .split_heads import split_heads


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    """Returns ``(output (batch, q_len, d_model), weights (batch, num_heads, q_len, k_len))``."""
    x_q, x_kv = np.asarray(x_q), np.asarray(x_kv)
    w_q, w_k, w_v, w_o = (np.asarray(w) for w in (w_q, w_k, w_v, w_o))
    dtype = np.result_type(x_q, x_kv, w_q, w_k, w_v, w_o)
    d_model = w_q.shape[-1]
    if num_heads < 1 or d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} is not divisible by num_heads={num_heads}")

    q = split_heads(x_q @ w_q, num_heads)  # (batch, num_heads, q_len, head_dim)
    k = split_heads(x_kv @ w_k, num_heads)  # (batch, num_heads, k_len, head_dim)
    v = split_heads(x_kv @ w_v, num_heads)  # (batch, num_heads, k_len, head_dim)

    # per head: softmax(q k^T / sqrt(head_dim)) v, the mask broadcast over heads; a fully masked
    # query gets zero weights and a zero context vector
    heads, weights = scaled_dot_product_attention(q, k, v, mask)  # (batch, num_heads, q_len, head_dim)

    output = merge_heads(heads) @ w_o  # (batch, q_len, d_model)
    return output.astype(dtype, copy=False), weights.astype(dtype, copy=False)
