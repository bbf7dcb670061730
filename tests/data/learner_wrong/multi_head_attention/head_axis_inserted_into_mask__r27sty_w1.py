# MISTAKE: any mask with fewer than 4 axes gets a head axis inserted at position 1 (as if it were (batch, q_len, k_len)), so a causal (q_len, k_len) mask becomes (q_len, 1, k_len) and fails or is misaligned against (batch, num_heads, q_len, k_len).
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    B, Lq, D = x_q.shape
    Lk = x_kv.shape[1]
    if D % num_heads:
        raise ValueError("d_model % num_heads != 0")
    hd = D // num_heads
    Q = np.moveaxis((x_q @ w_q).reshape(B, Lq, num_heads, hd), -2, 1)
    K = np.moveaxis((x_kv @ w_k).reshape(B, Lk, num_heads, hd), -2, 1)
    V = np.moveaxis((x_kv @ w_v).reshape(B, Lk, num_heads, hd), -2, 1)
    S = np.einsum("bhqd,bhkd->bhqk", Q, K) / float(hd) ** 0.5
    if mask is not None:
        m = np.asarray(mask, dtype=bool)
        if m.ndim < 4:
            m = np.expand_dims(m, 1)
        S = np.where(m, S, -np.inf)
    mx = S.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    P = np.exp(S - mx)
    Z = P.sum(-1, keepdims=True)
    P = np.where(Z > 0, P / np.where(Z > 0, Z, 1), 0).astype(Q.dtype)
    ctx = np.moveaxis(P @ V, 1, 2).reshape(B, Lq, D)
    return ctx @ w_o, P
