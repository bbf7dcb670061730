import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    B, Lq, D = x_q.shape
    Lk = x_kv.shape[1]
    if D % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = D // num_heads
    scale = 1.0 / hd ** 0.5
    m = None if mask is None else np.broadcast_to(np.asarray(mask), (B, num_heads, Lq, Lk))
    out = np.empty((B, Lq, D), dtype=x_q.dtype)
    weights = np.empty((B, num_heads, Lq, Lk), dtype=x_q.dtype)
    for bi in range(B):
        Q = (x_q[bi] @ w_q).reshape(Lq, num_heads, hd).transpose(1, 0, 2)
        K = (x_kv[bi] @ w_k).reshape(Lk, num_heads, hd).transpose(1, 0, 2)
        V = (x_kv[bi] @ w_v).reshape(Lk, num_heads, hd).transpose(1, 0, 2)
        S = Q @ K.transpose(0, 2, 1) * scale
        if m is not None:
            S = np.where(m[bi] == 0, -np.inf, S)
        top = S.max(-1, keepdims=True)
        top = np.where(np.isinf(top), 0, top)
        E = np.exp(S - top)
        Z = E.sum(-1, keepdims=True)
        W = np.where(Z > 0, E / np.where(Z > 0, Z, 1), 0)
        weights[bi] = W
        out[bi] = (W @ V).transpose(1, 0, 2).reshape(Lq, D) @ w_o
    return out, weights
