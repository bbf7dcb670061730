# https://github.com/lucidrains/graph-transformer-pytorch/pull/2
# Bug: the mask is squeezed to (batch, q_len, k_len) and applied to (batch, heads, q_len, k_len) scores, so broadcasting lines its batch axis up with the HEAD axis: right only for batch 1 (or no mask); wrong (batch == heads) or raising for batch > 1 with a padding/per-batch mask; a per-head mask keeps only head 0's mask.
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    b, tq, d_model = x_q.shape
    tk = x_kv.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    hd = d_model // num_heads
    split = lambda t, n: t.reshape(b, n, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = split(x_q @ w_q, tq), split(x_kv @ w_k, tk), split(x_kv @ w_v, tk)
    scores = q @ k.transpose(0, 1, 3, 2) / np.sqrt(np.asarray(hd, dtype=x_q.dtype))
    if mask is not None:
        m = np.asarray(mask)
        while m.ndim < 4:
            m = m[None]
        m = np.broadcast_to(m, np.broadcast_shapes(m.shape, (1, 1, tq, tk)))[:, 0]   # (b_mask, q, k): one mask per sentence
        scores = np.where(m, scores, -np.inf)                     # b_mask lines up with the head axis
    mx = scores.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(scores - mx)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(x_q.dtype)
    out = (w @ v).transpose(0, 2, 1, 3).reshape(b, tq, d_model) @ w_o
    return out.astype(x_q.dtype), w
