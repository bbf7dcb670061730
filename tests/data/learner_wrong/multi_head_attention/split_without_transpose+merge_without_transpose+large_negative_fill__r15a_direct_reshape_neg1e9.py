# wrong: splits heads with a direct reshape to (B, h, T, hd) (and merges with the matching reshape) -> mixes positions into heads, AND masks with -1e9 so a fully masked row gets uniform weights / nonzero context instead of zeros
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    B, Tq, D = x_q.shape
    Tk = x_kv.shape[1]
    if D % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    hd = D // num_heads
    q = (x_q @ w_q).reshape(B, num_heads, Tq, hd)
    k = (x_kv @ w_k).reshape(B, num_heads, Tk, hd)
    v = (x_kv @ w_v).reshape(B, num_heads, Tk, hd)
    scores = q @ k.swapaxes(-1, -2) / np.float32(np.sqrt(hd)).astype(q.dtype)
    if mask is not None:
        scores = np.where(mask, scores, -1e9).astype(q.dtype)
    scores = scores - scores.max(-1, keepdims=True)
    w = np.exp(scores)
    w = w / w.sum(-1, keepdims=True)
    ctx = (w @ v).reshape(B, Tq, D)
    return ctx @ w_o, w
