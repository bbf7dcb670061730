# MISTAKE: (1) splits heads by reshaping (batch, seq, d_model) straight to (batch, heads, seq, head_dim) (and merges by the straight inverse reshape) -- mixes tokens into heads; (2) plain softmax with no fully-masked guard, so a query with no allowed key gets NaN weights/output.
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    b, lq, d = x_q.shape
    lk = x_kv.shape[1]
    if d % num_heads:
        raise ValueError("indivisible")
    hd = d // num_heads
    q = (x_q @ w_q).reshape(b, num_heads, lq, hd)
    k = (x_kv @ w_k).reshape(b, num_heads, lk, hd)
    v = (x_kv @ w_v).reshape(b, num_heads, lk, hd)
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(np.float32(hd))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    s = s - s.max(axis=-1, keepdims=True)
    w = np.exp(s)
    w = w / w.sum(axis=-1, keepdims=True)
    out = (w @ v).reshape(b, lq, d) @ w_o
    return out.astype(x_q.dtype), w.astype(x_q.dtype)
