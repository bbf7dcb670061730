# SOURCE: https://github.com/Kyubyong/transformer/issues/117
# MISTAKE: After concatenating the heads the result is returned directly; the final linear projection Concat(head_1..head_h) @ W_O is missing (w_o is never used).
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    x_q = np.asarray(x_q)
    x_kv = np.asarray(x_kv)
    batch, q_len, d_model = x_q.shape
    k_len = x_kv.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    head_dim = d_model // num_heads

    q = (x_q @ w_q).reshape(batch, q_len, num_heads, head_dim).transpose(0, 2, 1, 3)
    k = (x_kv @ w_k).reshape(batch, k_len, num_heads, head_dim).transpose(0, 2, 1, 3)
    v = (x_kv @ w_v).reshape(batch, k_len, num_heads, head_dim).transpose(0, 2, 1, 3)

    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(head_dim)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(scores - m)
    z = e.sum(axis=-1, keepdims=True)
    weights = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)

    outputs = weights @ v                                   # (batch, heads, q_len, head_dim)
    # Restore shape: concat heads
    outputs = outputs.transpose(0, 2, 1, 3).reshape(batch, q_len, d_model)
    return outputs.astype(x_q.dtype, copy=False), weights.astype(x_q.dtype, copy=False)
