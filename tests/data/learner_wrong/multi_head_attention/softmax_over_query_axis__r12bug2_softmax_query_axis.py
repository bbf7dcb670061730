# URL: https://theorempath.com/labs/proof-tasks/softmax-axis
# Bug: softmax normalises over the QUERY axis (axis=2 of (batch, heads, q_len, k_len)) instead of the key axis; weight rows do not sum to 1.
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    b, tq, d = x_q.shape
    tk = x_kv.shape[1]
    if d % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads
    q = (x_q @ w_q).reshape(b, tq, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_kv @ w_k).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_kv @ w_v).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    s = np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(np.asarray(hd, dtype=x_q.dtype))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(axis=2, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(axis=2, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0).astype(x_q.dtype)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(b, tq, d)
    return (ctx @ w_o).astype(x_q.dtype), w
