"""Reference: scaled attention scores S = Q K^T / sqrt(d_k).

Vaswani et al. 2017, eq. 1: Attention(Q, K, V) = softmax(Q K^T / sqrt(d_k)) V. This is the part
inside the softmax. If the entries of q and k are independent with mean 0 and variance 1, q . k has
variance d_k; dividing by sqrt(d_k) brings it back to 1 (§3.2.1, footnote 4).
"""

import numpy as np


def attention_scores(q, k):
    """(..., q_len, d_k), (..., k_len, d_k) -> (..., q_len, k_len), scaled by 1/sqrt(d_k)."""
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 dims: (..., seq_len, d_k)")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q and k have different d_k: {q.shape[-1]} vs {k.shape[-1]}")
    d_k = q.shape[-1]
    k_t = np.swapaxes(k, -1, -2)                       # (..., k_len, d_k) -> (..., d_k, k_len)
    scores = q @ k_t                                   # (..., q_len, d_k) @ (..., d_k, k_len) -> (..., q_len, k_len)
    return (scores / np.sqrt(d_k)).astype(np.result_type(q, k), copy=False)
