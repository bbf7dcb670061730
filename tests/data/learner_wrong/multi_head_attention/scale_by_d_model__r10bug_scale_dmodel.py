# URL: https://github.com/FareedKhan-dev/train-llm-from-scratch/pull/3
# Bug: scores are scaled by 1/sqrt(d_model) (the embedding size) instead of 1/sqrt(head_dim); everything else correct.
import numpy as np

def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    b, tq, d = x_q.shape
    tk = x_kv.shape[1]
    if d % num_heads:
        raise ValueError("d_model not divisible by num_heads")
    hd = d // num_heads
    def split(t, n):
        return t.reshape(b, n, num_heads, hd).transpose(0, 2, 1, 3)
    q = split(x_q @ w_q, tq)
    k = split(x_kv @ w_k, tk)
    v = split(x_kv @ w_v, tk)
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(x_q.dtype.type(d))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(x_q.dtype)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(b, tq, d)
    return (ctx @ w_o).astype(x_q.dtype), w
