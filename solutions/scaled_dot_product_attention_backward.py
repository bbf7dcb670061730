"""Reference: backward pass of O = softmax(Q K^T / sqrt(d) + mask) V.

Dao et al. 2022, Appendix B.2: with P the attention weights and dO the upstream gradient,
dV = P^T dO, dP = dO V^T, dS = P * (dP - rowsum(dP * P)) (the softmax backward, row by row),
dQ = dS K / sqrt(d), dK = dS^T Q / sqrt(d). The 1/sqrt(d) of the forward scores reappears in
dQ and dK; masked entries have P = 0, so they carry no gradient.
"""

import numpy as np

from .softmax import softmax
from .softmax_backward import softmax_backward


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    """Returns (dq, dk, dv) for O = softmax(q k^T / sqrt(d), masked) v."""
    q, k, v, grad_out = (np.asarray(a) for a in (q, k, v, grad_out))
    if q.shape[-1] != k.shape[-1] or k.shape[-2] != v.shape[-2]:
        raise ValueError("q and k need the same d, k and v the same k_len")
    if grad_out.shape != q.shape[:-1] + (v.shape[-1],):
        raise ValueError(f"grad_out must have shape {q.shape[:-1] + (v.shape[-1],)}, got {grad_out.shape}")
    scale = 1.0 / np.sqrt(q.shape[-1])
    s = q @ np.swapaxes(k, -1, -2) * scale                        # (..., q_len, k_len)
    if mask is not None:
        s = np.where(np.asarray(mask, dtype=bool), s, -np.inf)
    p = softmax(s, axis=-1)                                        # (..., q_len, k_len) recomputed weights
    dv = np.swapaxes(p, -1, -2) @ grad_out                         # (..., k_len, q_len) @ (..., q_len, d_v) -> (..., k_len, d_v)
    dp = grad_out @ np.swapaxes(v, -1, -2)                         # (..., q_len, d_v) @ (..., d_v, k_len) -> (..., q_len, k_len)
    ds = softmax_backward(p, dp)                                   # P * (dP - rowsum(dP * P)), row by row
    dq = ds @ k * scale                                            # (..., q_len, k_len) @ (..., k_len, d) -> (..., q_len, d)
    dk = np.swapaxes(ds, -1, -2) @ q * scale                       # (..., k_len, q_len) @ (..., q_len, d) -> (..., k_len, d)
    dt = q.dtype
    return dq.astype(dt, copy=False), dk.astype(dt, copy=False), dv.astype(dt, copy=False)
