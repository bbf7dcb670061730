"""Reference: the three linear projections of self-attention.

Vaswani et al. 2017, §3.2.2: Q = X W^Q, K = X W^K, V = X W^V (row vectors, W of shape
(d_in, d_out)), optionally plus a bias (nn.MultiheadAttention has one by default). The same token
vector is projected three ways so that "what I am looking for" (Q), "what I offer for matching" (K)
and "what I hand over" (V) can be learned separately.
"""

import numpy as np


def _linear(x, w, b):
    w = np.asarray(w)
    if x.shape[-1] != w.shape[0]:
        raise ValueError(f"x has {x.shape[-1]} features but the weight expects {w.shape[0]}")
    y = x @ w                                   # (..., seq_len, d_in) @ (d_in, d_out) -> (..., seq_len, d_out)
    if b is not None:
        y = y + np.asarray(b)                   # (d_out,) broadcasts over every token
    return y


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    """(q, k, v) = (x @ w_q + b_q, x @ w_k + b_k, x @ w_v + b_v); a None bias is no bias."""
    x = np.asarray(x)
    return _linear(x, w_q, b_q), _linear(x, w_k, b_k), _linear(x, w_v, b_v)
